// runtime: pure
// One seat's view of a scored match (or bye): what standings add up.
import type { EntryId } from '../types';

export type MatchOutcome = 'win' | 'draw' | 'loss';

export interface SeatMatchScore {
  entryId: EntryId;
  /** 'none': neither won, drawn nor lost, so the record counts it nowhere (an Attacktix bye,
   * which is not a win). */
  result: MatchOutcome | 'none';
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  /** Netrunner: game points of 2.2.1 (WIN = 10, otherwise agenda scored). Generic: the sum of
   * the scores as entered (informational; nothing ranks by it). */
  gamePoints: number;
  /** The same measure for the opponent in these games: what was scored against this seat. A
   * bye's "opponent" scored 0 (2.4). */
  opponentGamePoints: number;
  /** Generic: the configured match points. Netrunner has none (it ranks by games won): 0. */
  matchPoints: number;
  /** Where the seat finished at its table (1 = first, shared places share a number); absent for
   * a bye, a missed round and head-to-head scorers, whose result says it all. */
  place?: number;
}
