// runtime: pure
// An event's standings over its stages in order: those who reached a later stage rank above
// those who did not, by that stage's places (a playoff's winner first); the rest follow in the
// order of the stage they went out of, their places numbered on. Within a place a later stage
// shares (a bracket's round out), the stage before decides: its order is the playoff's seeding.
// Every row keeps the columns of the first stage, the one everybody played (a Swiss record
// beside the playoff place, as the peer tools show it).
import type { StandingRow } from '../standings/types';

/** `stages`: each stage's standings, the first stage's first; a stage not started yet is left out. */
export function eventStandings(stages: readonly (readonly StandingRow[])[]): StandingRow[] {
  const [first, ...later] = stages;
  if (!first) return [];
  const values = new Map(first.map((r) => [r.entryId, r]));
  let ranked: StandingRow[] = [...first];
  for (const stage of later) {
    const before = new Map(ranked.map((r, i) => [r.entryId, i]));
    const reached = new Set(stage.map((r) => r.entryId));
    const top = [...stage].sort((a, b) => a.rank - b.rank || before.get(a.entryId)! - before.get(b.entryId)!);
    const rest = ranked.filter((r) => !reached.has(r.entryId));
    // A tie in the stage before stays a tie, at the place of the first of the tied rows.
    const after: StandingRow[] = [];
    rest.forEach((r, i) => after.push({ ...r, rank: i > 0 && rest[i - 1]!.rank === r.rank ? after[i - 1]!.rank : top.length + i + 1 }));
    ranked = [...top.map((r) => ({ ...values.get(r.entryId)!, rank: r.rank })), ...after];
  }
  return ranked;
}
