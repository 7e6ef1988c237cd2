// runtime: dom. What an audited manual change did, in words: the audit stores the command's input
// and the handler's before/after, keyed by ids.
import type { TFunction } from 'i18next';
import type { ManualChangeRow } from '../features/feature';
import type { GameValue } from '../../../shared/model/result';
import { hasPlaces, placesText } from '../results/places-text';
import { featureChangeWords, featureCorrectionWords } from '../features/registry';

/** An audited change (audit.list's row). */
export type AuditRow = ManualChangeRow;

type Bag = Record<string, unknown>;
const bag = (v: unknown): Bag => (v && typeof v === 'object' ? (v as Bag) : {});

function gamesText(t: TFunction, games: unknown, names: Map<number, string>): string {
  if (!Array.isArray(games)) return '';
  const nameOf = (entryId: number) => names.get(entryId) ?? `#${entryId}`;
  return (games as GameValue[])
    .map((g) => {
      if (hasPlaces(g)) return placesText(t, g, nameOf);
      const [s1, s2] = g.seats;
      const winner = g.seats.find((s) => s.outcome === 'win');
      if (!winner) return t('rounds.changes.gameOpen', { a: s1?.score ?? 0, b: s2?.score ?? 0 });
      // The winner's points first, as a person reads a score.
      const other = g.seats.find((s) => s !== winner);
      return t('rounds.changes.gameWin', { name: nameOf(winner.entryId), a: winner.score, b: other?.score ?? 0 });
    })
    .join(' · ');
}

export function auditWhat(t: TFunction, row: AuditRow, names: Map<number, string>, roundNumbers: Map<number, number>): string {
  const input = bag(row.input);
  const detail = bag(row.detail);
  const name = (id: unknown) => names.get(Number(id)) ?? `#${String(id)}`;
  if (row.operation === 'round.pairManually') {
    return t(input.mode === 'swap' ? 'rounds.changes.swap' : 'rounds.changes.pairManually', { round: roundNumbers.get(Number(input.roundId)) ?? '?', a: name(input.entryA), b: name(input.entryB) });
  }
  if (row.operation === 'result.correct') {
    const games = { table: detail.table ?? '?', before: gamesText(t, detail.before, names), after: gamesText(t, detail.after, names) };
    const what = featureCorrectionWords(detail, games) ?? t('rounds.changes.correct', games);
    // The override that left the rounds after it as played is named, as the audit row keeps it.
    const kept = Array.isArray(detail.keptLaterRounds) ? (detail.keptLaterRounds as number[]) : [];
    return kept.length > 0 ? t('rounds.changes.keptLaterRounds', { what, rounds: kept.join(', ') }) : what;
  }
  if (row.operation === 'entry.drop') {
    if (bag(detail.after).disqualification) return t('rounds.changes.leftEarly', { name: name(input.entryId) });
    if (input.noShow) return t('rounds.changes.noShow', { name: name(input.entryId) });
    return t(input.forfeit ? 'rounds.changes.forfeit' : 'rounds.changes.drop', { name: name(input.entryId) });
  }
  if (row.operation === 'entry.reinstate') return t('rounds.changes.reinstate', { name: name(input.entryId) });
  if (row.operation === 'round.unpublish') return t('rounds.changes.unpublish', { round: detail.round ?? '?' });
  return featureChangeWords(row, name) ?? row.operation;
}

export function auditReason(row: AuditRow): string {
  const reason = bag(row.input).reason;
  return typeof reason === 'string' ? reason : '';
}

/** Who made a change, as the audit names the caller: the desk, a desk over the venue network
 * (`venue:<address>`), a script; any other name as it is. */
export function actorName(t: TFunction, actor: string): string {
  const venue = /^venue:(.*)$/.exec(actor);
  if (venue) return t('rounds.actors.venue', { address: venue[1] });
  return actor === 'desk' || actor === 'direct' ? t(`rounds.actors.${actor}`) : actor;
}
