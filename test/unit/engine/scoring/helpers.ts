// runtime: pure
import type { GameOutcome, GameResult } from '../../../../electron/engine/types';

/** A two-seat game: [entryId, outcome, score, role?] per seat. */
export function game(...seats: [number, GameOutcome, number, string?][]): GameResult {
  return { seats: seats.map(([entryId, outcome, score, role]) => (role ? { entryId, outcome, score, role } : { entryId, outcome, score })) };
}
