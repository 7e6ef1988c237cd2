// runtime: pure
// A Catan table as the ranking counts it: one game, entered as a race to 10 VP; each seat's VP
// capped at 10 (1.7: VP above 10 do not count for the ranking), so a row's points and the points
// against it are capped VP. A bye (a field of 5 or fewer, which the regulation does not foresee)
// counts nothing.
import { tallyTable } from '../../scoring/tally-table';
import type { SeatMatchScore } from '../../scoring/types';
import type { EntryId, GameResult } from '../../types';

export const VP_TARGET = 10;

export function scoreCatanTable(entries: readonly EntryId[], games: readonly GameResult[]): SeatMatchScore[] {
  return tallyTable(entries, games, (vp) => Math.min(vp, VP_TARGET));
}

export function catanByeScore(entryId: EntryId): SeatMatchScore {
  return { entryId, result: 'none', gamesWon: 0, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0, matchPoints: 0 };
}
