// runtime: node. What a replay compares: a round paired again against the file's, each result
// against its audit entry, and the standings worked out again against the file's. Each finding is
// a problem at its division, round and table.
import type { EventFile, FileDivision } from '../../../../shared/model/export';
import type { VerifyProblem } from '../../../../shared/model/verify';
import type { StoredTable } from '../../../store/repositories/rounds';

type FileRound = FileDivision['rounds'][number];
type FileTable = FileRound['tables'][number];
type Audit = EventFile['audit'][number];

/** A table as the rules seat it: who sits where, in which role, in which team. */
const seating = (t: Pick<FileTable, 'number' | 'bye' | 'seats' | 'teams'>, entry: (id: number) => number) =>
  JSON.stringify({ number: t.number, bye: t.bye, seats: t.seats.map((s) => [entry(s.entryId), s.role]), teams: t.teams ?? null });

/** The file's round against the same round paired again (its entries as the file's ids). Tables
 * changed by hand are the audit's to answer for (manualProblems). */
export function pairingProblems(division: string, round: FileRound, replayed: readonly StoredTable[], fileId: (replayId: number) => number): VerifyProblem[] {
  const again = new Map(replayed.map((t) => [t.number, seating(t, fileId)]));
  const problems: VerifyProblem[] = [];
  for (const t of round.tables) {
    if (t.manual) continue;
    const paired = again.get(t.number);
    if (paired === seating(t, (id) => id)) continue;
    const seats = t.seats.map((s) => s.name).join(', ');
    problems.push({
      code: 'pairing_differs',
      division,
      round: round.number,
      table: t.number,
      message: paired
        ? `Round ${round.number}, table ${t.number} (${seats}) is not as the rules pair it from the round's seed and the rounds before, and it is not marked as changed by hand.`
        : `Round ${round.number} has a table ${t.number} (${seats}) that the rules do not pair.`,
    });
  }
  const numbers = new Set(round.tables.map((t) => t.number));
  const missing = replayed.filter((t) => !numbers.has(t.number));
  for (const t of missing) {
    problems.push({ code: 'pairing_differs', division, round: round.number, table: t.number, message: `Round ${round.number} lacks table ${t.number}, which the rules pair.` });
  }
  return problems;
}

/** Whether the audit, or the import that brought the round, answers for the tables changed by hand. */
export function manualProblems(division: string, position: number, round: FileRound, audit: readonly Audit[]): VerifyProblem[] {
  const manual = round.tables.filter((t) => t.manual);
  if (manual.length === 0) return [];
  const audited = audit.some((a) => a.operation === 'round.pairManually' && (a.input as { roundId?: number }).roundId === round.id);
  const imported = importedOf(audit, position);
  return manual
    .filter((t) => !audited && !imported?.manual.some(([r, n]) => r === round.number && n === t.number))
    .map((t) => ({
      code: 'manual_without_audit' as const,
      division,
      round: round.number,
      table: t.number,
      message: `Round ${round.number}, table ${t.number} is marked as changed by hand, but the audit trail has no change by hand in round ${round.number}.`,
    }));
}

/** A game's seats as a result states them: who, how it went, the score and the place. */
const stated = (games: readonly { seats: readonly { entryId: number; outcome: string; score?: number | null; place?: number | null }[] }[]) =>
  JSON.stringify(games.map((g) => g.seats.map((s) => [s.entryId, s.outcome, s.score ?? 0, s.place ?? null])));

/** Each result against the last result entered or corrected at its table in the audit. */
export function resultProblems(division: string, position: number, round: FileRound, audit: readonly Audit[]): VerifyProblem[] {
  const imported = importedOf(audit, position);
  const problems: VerifyProblem[] = [];
  for (const t of round.tables) {
    if (!t.result || t.bye) continue;
    const last = audit.findLast((a) => (a.operation === 'result.enter' || a.operation === 'result.correct') && (a.input as { tableId?: number }).tableId === t.id);
    if (!last) {
      if (imported && round.number <= imported.rounds) continue;
      problems.push({ code: 'result_without_audit', division, round: round.number, table: t.number, message: `Round ${round.number}, table ${t.number} has a result that the audit trail never saw entered.` });
      continue;
    }
    const games = (last.input as { games: Parameters<typeof stated>[0] }).games;
    if (stated(games) !== stated(t.result.games)) {
      problems.push({
        code: 'result_differs_from_audit',
        division,
        round: round.number,
        table: t.number,
        message: `Round ${round.number}, table ${t.number}: the result differs from the last one entered there (${last.operation} at ${last.at}).`,
      });
    }
  }
  return problems;
}

/** What an import of this event brought, by the division's position: rounds and tables changed by
 * hand audited on the computer the file came from. */
function importedOf(audit: readonly Audit[], position: number): { rounds: number; manual: [number, number][] } | undefined {
  const entry = audit.find((a) => a.operation === 'event.import');
  const detail = entry?.detail as { imported?: { division: number; rounds: number; manual: [number, number][] }[] } | undefined;
  return detail?.imported?.find((d) => d.division === position);
}
