// runtime: pure
import { type SeatMatchScore } from '../../../../electron/engine/scoring';
import { scoreTable } from '../../../../electron/engine/rulesets';
import type { GameOutcome, GameResult } from '../../../../electron/engine/types';

/** A head-to-head table's two scores, in seat order. */
export const scoreTwo = (...args: Parameters<typeof scoreTable>) => scoreTable(...args) as [SeatMatchScore, SeatMatchScore];

/** A two-seat game: [entryId, outcome, score, role?] per seat. */
export function game(...seats: [number, GameOutcome, number, string?][]): GameResult {
  return { seats: seats.map(([entryId, outcome, score, role]) => (role ? { entryId, outcome, score, role } : { entryId, outcome, score })) };
}
