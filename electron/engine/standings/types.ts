// runtime: pure
// What standings hand out (StandingRow) and the per-entry aggregates tiebreakers read.
import type { EntryId } from '../types';

export interface StandingRow {
  /** 1-based. Equal only when every criterion ties (then rows are listed by entryId). */
  rank: number;
  entryId: EntryId;
  dropped: boolean;
  /** What Swiss groups are formed by: Netrunner games won (2.3.2); Generic match points. */
  groupScore: number;
  /** Matches at a table plus byes. */
  matchesPlayed: number;
  byes: number;
  /** Rounds a late entry missed that count under the ruleset's late-entry policy. */
  roundsMissed: number;
  /** Match record; a bye is what the ruleset scores it (a win, or nothing in Attacktix) and
   * counted missed rounds are losses (or draws, as configured), so wins + draws + losses =
   * matchesPlayed + roundsMissed, less the byes that count nothing. */
  matchWins: number;
  matchDraws: number;
  matchLosses: number;
  gamesWon: number;
  gamesLost: number;
  gamesDrawn: number;
  /** The ruleset's tiebreak columns, in the ruleset's order. */
  tiebreaks: Record<string, number>;
}

/** Kinds of a match row: a table, a bye, or a round a late entry missed. */
export const KIND_TABLE = 0;
export const KIND_BYE = 1;
export const KIND_MISSED = 2;
/** Match results as numbers, from the row's entry's side. */
export const RESULT_WIN = 1;
export const RESULT_DRAW = 0;
export const RESULT_LOSS = -1;
/** A row that is neither won, drawn nor lost (a bye that is not a win). */
export const RESULT_NONE = 2;

/** Per-entry aggregates computed once, by entry index (the order of the entries argument).
 * Every entry's matches are rows `start[i] .. start[i + 1] - 1` of the row arrays, in round
 * order (a compressed layout: typed arrays, no object per match, so tiebreakers stay linear and
 * cache-friendly at 4,096 entries x 12 rounds). */
export interface EventData {
  n: number;
  ids: EntryId[];
  /** The stored seed of the earliest round counted ('' where none was given): what lots are drawn
   * from, so a drawing of lots is the same every time the standings are read. */
  drawSeed: string;
  start: Int32Array;
  /** Row arrays. A row's opponents (everyone else at its table; none for a bye or a missed
   * round) are links `oppFrom[k] .. oppFrom[k] + oppCount[k] - 1` of the link arrays. */
  round: Int32Array;
  kind: Uint8Array;
  oppFrom: Int32Array;
  oppCount: Uint8Array;
  result: Int8Array;
  /** Where the row's entry finished at its table (1 = first); 0 where the scorer gave no place
   * (byes, missed rounds, head-to-head rulesets). */
  place: Uint8Array;
  /** Game points (Netrunner) of the row's entry, and of its opponent in the same games. */
  points: Float64Array;
  oppPoints: Float64Array;
  matchPoints: Float64Array;
  /** Link arrays: the opponent's entry index, and the result against that one opponent from the
   * row entry's side (by places where the table has them, else the row's result). */
  opp: Int32Array;
  oppResult: Int8Array;
  /** Per-entry totals. */
  matchWins: Float64Array;
  matchDraws: Float64Array;
  matchLosses: Float64Array;
  gamesWon: Float64Array;
  gamesLost: Float64Array;
  gamesDrawn: Float64Array;
  gamePoints: Float64Array;
  oppGamePoints: Float64Array;
  entryMatchPoints: Float64Array;
  matchesPlayed: Int32Array;
  byes: Int32Array;
  roundsMissed: Int32Array;
  /** Match-win and game-win fractions, byes counted as won (see docs/rulesets/generic.md). */
  mwp: Float64Array;
  gwp: Float64Array;
}
