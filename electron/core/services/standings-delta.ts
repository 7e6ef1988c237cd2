// runtime: node. The standings a desk holding every row asks for after a change: the rows that
// changed since the version it holds, and every row's entry and rank in order. A result corrected
// in a counted round changes a few rows of 4,096 and moves the ranks of many; sending every row
// again was 1.2 MB for the desk to take in after each correction.
import type { StandingRow, Standings } from '../../../shared/model/standings';

/** Whether two rows of one entry say the same but for the rank. */
function sameButRank(a: StandingRow, b: StandingRow): boolean {
  if (
    a.name !== b.name ||
    a.dropped !== b.dropped ||
    a.status !== b.status ||
    a.droppedAfterRound !== b.droppedAfterRound ||
    a.groupScore !== b.groupScore ||
    a.matchWins !== b.matchWins ||
    a.matchDraws !== b.matchDraws ||
    a.matchLosses !== b.matchLosses ||
    a.gamesWon !== b.gamesWon ||
    a.gamesLost !== b.gamesLost ||
    a.gamesDrawn !== b.gamesDrawn ||
    a.byes !== b.byes
  ) {
    return false;
  }
  const keys = Object.keys(a.tiebreaks);
  return keys.length === Object.keys(b.tiebreaks).length && keys.every((k) => a.tiebreaks[k] === b.tiebreaks[k]);
}

/** `standings` as the change from `held` (the rows of an earlier answer): only the rows that
 * changed, with every entry and rank in order. */
export function standingsDelta(standings: Standings, held: readonly StandingRow[]): Standings {
  const before = new Map(held.map((r) => [r.entryId, r]));
  const changed = standings.rows.filter((r) => {
    const old = before.get(r.entryId);
    return old === undefined || !sameButRank(old, r);
  });
  return { ...standings, rows: changed, delta: { order: standings.rows.map((r) => r.entryId), ranks: standings.rows.map((r) => r.rank) } };
}
