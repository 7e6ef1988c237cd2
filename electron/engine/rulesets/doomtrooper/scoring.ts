// runtime: pure
// A Doomtrooper table as the ranking counts it: one game entered as a race to the stage's
// threshold (25 or 40 PP), each seat's PP as entered. A bye (Decision) is a win with 0 PP.
import { tallyTable } from '../../scoring/tally-table';
import type { SeatMatchScore } from '../../scoring/types';
import type { EntryId, GameResult } from '../../types';

/** "Beginning and Winning": 25 PP in the initial multiplayer rounds, 40 in two-player rounds,
 * semifinals and finals; a tie there is played on until one side has 10 more. */
export const PP_MULTIPLAYER = 25;
export const PP_HEAD_TO_HEAD = 40;
export const PP_PLAY_ON = 10;

export function scoreDoomtrooperTable(entries: readonly EntryId[], games: readonly GameResult[]): SeatMatchScore[] {
  return tallyTable(entries, games);
}

export function doomtrooperByeScore(entryId: EntryId): SeatMatchScore {
  return { entryId, result: 'win', gamesWon: 1, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0, matchPoints: 0 };
}
