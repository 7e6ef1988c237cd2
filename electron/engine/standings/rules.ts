// runtime: pure
// What the standings need of an event's ruleset, handed in by the rulesets (rulesets/standings.ts)
// bound to that ruleset: the standings name no ruleset, so a game's rules stand on them and a new
// game never changes them.
import type { SeatMatchScore } from '../scoring/types';
import type { EntryId, GameResult } from '../types';
import type { Tiebreaker } from './tiebreakers/types';
import type { EventData } from './types';

export interface StandingsRules {
  /** A table's result, one score per seat in the order of `entries`; a team's seats share theirs. */
  scoreTable(entries: readonly EntryId[], games: readonly GameResult[], teams?: readonly number[]): SeatMatchScore[];
  scoreBye(entryId: EntryId): SeatMatchScore;
  /** How a round a late entry missed counts (a lost or a drawn match worth these match points);
   * null where it does not count at all. */
  missedRound: { result: 'loss' | 'draw'; matchPoints: number } | null;
  /** What a drawn match is worth as a share of a won one, in win percentages. */
  drawShare: number;
  /** What the standings rank by first (the group score Swiss pairs by). */
  primary(d: EventData): Float64Array;
  /** The tiebreak columns after it, in order. */
  tiebreakers: readonly Tiebreaker[];
}
