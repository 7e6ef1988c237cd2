// runtime: node. Checks an event file by replaying it: the event is written afresh in memory from
// its registrations, each division's rounds are paired again in order from each round's seed and
// the file's rounds before it, then the file's round takes its place (its results, its changes by
// hand) for the next; every result must be the one the audit trail saw entered, every change by
// hand audited, and the standings the file's. Drops take effect after the round the file says.
import type { EventFile, FileDivision } from '../../../../shared/model/export';
import { eventExportVersion, type AnyEventFile } from '../../../../shared/model/export';
import type { VerifyProblem, VerifyReport } from '../../../../shared/model/verify';
import { CommandError } from '../../../../shared/contract/errors';
import { PAIRING_ENGINE_VERSION } from '../../../engine/version';
import { standingsByRound, standingsHandlers } from '../../handlers/standings';
import { pairNextRound } from '../pair-next-round';
import { dropAsFiled, importRound, writeEvent, type WrittenEvent } from '../import/event';
import { fileProblems } from '../import/problems';
import { fromOneDivision } from '../import/older-files';
import { manualProblems, pairingProblems, resultProblems } from './checks';
import { replayCore, type ReplayCore } from './replay-core';
import type { StoredTable } from '../../../store/repositories/rounds';

type Games = NonNullable<FileDivision['rounds'][number]['tables'][number]['result']>['games'];

/** Undoes a pairing inside its transaction: the replay keeps the file's round instead. */
const undo = Symbol('undo');

export function verifyEventFile(document: AnyEventFile): VerifyReport {
  const file = document.version === eventExportVersion ? document : fromOneDivision(document);
  const engine = { file: file.engine?.pairing ?? null, here: PAIRING_ENGINE_VERSION };
  const problems: VerifyProblem[] = [];
  if (engine.file !== null && engine.file !== PAIRING_ENGINE_VERSION) {
    const newer = engine.file > PAIRING_ENGINE_VERSION;
    problems.push({
      code: newer ? 'engine_newer' : 'engine_older',
      division: null,
      round: null,
      table: null,
      message: newer
        ? `The file was paired by engine ${engine.file}, newer than this Arbiter's (${PAIRING_ENGINE_VERSION}): check it with that Arbiter or a later one.`
        : `The file was paired by engine ${engine.file}; this Arbiter has only engine ${PAIRING_ENGINE_VERSION}'s rules, so it cannot replay it.`,
      params: { file: engine.file, here: PAIRING_ENGINE_VERSION },
    });
    return report(engine, [], problems);
  }
  if (engine.file === null) {
    problems.push({
      code: 'engine_unknown',
      division: null,
      round: null,
      table: null,
      message: `The file (version ${document.version}) does not name its pairing engine; it is replayed with this Arbiter's (${PAIRING_ENGINE_VERSION}), so a difference may be the engine's.`,
      params: { version: document.version },
    });
  }
  if (document.version !== eventExportVersion) {
    problems.push({
      code: 'audit_absent',
      division: null,
      round: null,
      table: null,
      message: `The file (version ${document.version}) carries no audit trail: its pairings are replayed, but its results and changes by hand cannot be checked.`,
      params: { version: document.version },
    });
  }
  const refused = fileProblems(file);
  if (refused.length > 0) {
    throw new CommandError('validation', `The event file cannot be checked: ${refused.length} problem${refused.length === 1 ? '' : 's'} as an import would find them.`, {
      fields: refused.map((p) => ({ path: ['document', ...p.path].join('.'), message: p.message, code: p.code, ...(p.params ? { params: p.params } : {}) })),
    });
  }
  const replay = replayCore(file.exportedAt);
  try {
    const written = writeEvent(replay.ctx, registered(file), { rounds: false });
    const divisions = file.divisions.map((d) => replayDivision(replay, written, file, d, problems));
    return report(engine, divisions, problems);
  } finally {
    replay.close();
  }
}

/** The event as registered before its first round: entries without their drops (each is made
 * again after its round), players without an entry not checked in (they came after the last
 * pairing, and no replayed round may take them), and no feature's part, which pairs nothing and
 * may name tables not replayed yet. */
function registered(file: EventFile): EventFile {
  const entered = new Set(file.divisions.flatMap((d) => d.entries.flatMap((e) => e.playerIds)));
  return {
    ...file,
    players: file.players.map((p) => (entered.has(p.id) ? p : { ...p, checkInOrder: null, checkedInAt: null })),
    divisions: file.divisions.map((d) => ({ ...d, entries: d.entries.map((e) => ({ ...e, droppedAfterRound: null, forfeited: false, disqualification: null, noShow: false })) })),
    features: {},
  };
}

function replayDivision(replay: ReplayCore, written: WrittenEvent, file: EventFile, d: FileDivision, problems: VerifyProblem[]): VerifyReport['divisions'][number] {
  const { ctx, store } = replay;
  const { ids } = written;
  const divisionId = ids.division(d.id);
  const fileId = new Map(d.entries.map((e) => [ids.entry(e.id), e.id]));
  const toFile = (id: number) => fileId.get(id) ?? -id;
  const stageIds = written.stageIds(d.id);
  let same = 0;
  let rounds = 0;
  /** The replay's table of each file table already laid in, by the file table's id. */
  const replayTable = new Map<number, number>();
  for (const round of d.rounds) {
    dropAfter(replay, d, round.number - 1, ids.entry);
    const newest = store.rounds.summaries(divisionId).at(-1);
    let tables: StoredTable[] | null = null;
    replay.nextSeed(round.seed);
    try {
      store.transaction(() => {
        resultsAsPaired(replay, file, d, round, replayTable, ids.entry);
        const paired = pairNextRound(ctx, ids.eventId, divisionId, newest ? { roundId: newest.id, version: newest.version } : null);
        tables = store.rounds.get(paired.roundId)!.tables;
        throw undo;
      });
    } catch (err) {
      if (err !== undo) {
        if (!(err instanceof CommandError)) throw err;
        problems.push({ code: 'replay_refused', division: d.name, round: round.number, table: null, message: `Round ${round.number} cannot be paired from the file's history: ${err.message}` });
        break;
      }
    }
    rounds++;
    const audited = file.engine === null ? [] : [...manualProblems(d.name, d.position, round, file.audit), ...resultProblems(d.name, d.position, round, file.audit)];
    const found = [...pairingProblems(d.name, round, tables!, toFile), ...audited];
    if (found.every((p) => p.code !== 'pairing_differs')) same++;
    problems.push(...found);
    importRound(ctx, stageIds[(round.stage?.position ?? 1) - 1]!, round, ids.entry);
    const laid = store.rounds.summaries(divisionId).at(-1)!.id;
    for (const t of round.tables) replayTable.set(t.id, store.rounds.tableIdByNumber(laid, t.number)!);
  }
  dropAfter(replay, d, d.rounds.length, ids.entry);
  problems.push(...standingsProblems(replay, ids.eventId, divisionId, d, toFile));
  return { name: d.name, rounds, same };
}

/** The results of the rounds before `round` as they stood when it was published, which is what it
 * was paired from: a correction made since that kept the later rounds as played (the audit's last
 * entry at the table after the publish) is taken back for the pairing. A round with no audited
 * publish (an imported one) is paired from the file's results. */
function resultsAsPaired(replay: ReplayCore, file: EventFile, d: FileDivision, round: FileDivision['rounds'][number], replayTable: ReadonlyMap<number, number>, entry: (id: number) => number): void {
  const published = file.audit.find((a) => a.operation === 'round.publish' && (a.input as { roundId?: number }).roundId === round.id);
  if (!published) return;
  for (const earlier of d.rounds.filter((r) => r.number < round.number)) {
    for (const t of earlier.tables) {
      if (!t.result || t.bye) continue;
      const then = file.audit.findLast((a) => a.id < published.id && (a.operation === 'result.enter' || a.operation === 'result.correct') && (a.input as { tableId?: number }).tableId === t.id);
      const games = (then?.input as { games?: Games } | undefined)?.games;
      if (!games || JSON.stringify(games) === JSON.stringify(t.result.games)) continue;
      const id = replayTable.get(t.id)!;
      const stored = replay.store.rounds.table(id)!;
      const renumbered = games.map((g) => ({ ...g, seats: g.seats.map((seat) => ({ ...seat, entryId: entry(seat.entryId) })) }));
      replay.store.rounds.setResult(id, stored.version, renumbered, t.resultEnteredAt ?? replay.ctx.now);
    }
  }
}

/** Makes again the drops the file records after round `round`. */
function dropAfter(replay: ReplayCore, d: FileDivision, round: number, entry: (id: number) => number): void {
  for (const e of d.entries.filter((x) => x.droppedAfterRound === round)) dropAsFiled(replay.store, entry(e.id), e);
}

/** The standings after each round, and the last ones, worked out from the replayed rounds against
 * the file's. Names are left out: a label telling namesakes apart may name a player ID, which the
 * file does not carry. */
function standingsProblems(replay: ReplayCore, eventId: number, divisionId: number, d: FileDivision, toFile: (id: number) => number): VerifyProblem[] {
  const after = standingsByRound(replay.ctx, eventId, divisionId);
  const problems = d.standingsAfter.flatMap(({ round, rows }) => differs(d, round, rows, after.get(round)?.rows ?? [], toFile));
  const last = standingsHandlers['standings.get']({ eventId, divisionId }, replay.ctx);
  if (d.standings.throughRound > 0) return [...problems, ...differs(d, d.standings.throughRound, d.standings.rows, last.rows, toFile)];
  // Before round 1 counts, the list is in name order, which a player ID behind a label decides:
  // compared entry by entry.
  const byEntry = (rows: readonly Row[], id: (n: number) => number) => [...rows].sort((x, y) => id(x.entryId) - id(y.entryId));
  return [...problems, ...differs(d, null, byEntry(d.standings.rows, (n) => n), byEntry(last.rows, toFile), toFile)];
}

type Row = { entryId: number; rank: number; name: string };

function differs(d: FileDivision, round: number | null, theirs: readonly Row[], mine: readonly Row[], toFile: (id: number) => number): VerifyProblem[] {
  const plain = (list: readonly Row[], id: (n: number) => number) => list.map((r) => JSON.stringify({ ...r, entryId: id(r.entryId), name: undefined, opponents: undefined }));
  const [a, b] = [plain(theirs, (n) => n), plain(mine, toFile)];
  const first = a.findIndex((row, i) => row !== b[i]);
  if (first < 0 && a.length === b.length) return [];
  const at = first < 0 ? a.length : first;
  const row = theirs[at];
  const when = round === null ? 'The standings' : `The standings after round ${round}`;
  return [
    {
      code: 'standings_differ',
      division: d.name,
      round,
      table: null,
      message: `${when} worked out from the file's rounds differ from the file's at place ${at + 1}${row ? ` (${row.name})` : ''}.`,
      params: { place: at + 1 },
    },
  ];
}

const notes = new Set<VerifyProblem['code']>(['engine_unknown', 'audit_absent']);

function report(engine: VerifyReport['engine'], divisions: VerifyReport['divisions'], problems: VerifyProblem[]): VerifyReport {
  const first = problems.find((p) => !notes.has(p.code)) ?? null;
  return { ok: first === null, engine, divisions, problems, first };
}
