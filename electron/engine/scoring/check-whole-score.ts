// runtime: pure
// A score as written on a race's sheet (Catan's VP, Doomtrooper's PP): a whole number, at least 0.
import type { EntryId, Note, SeatGameResult } from '../types';

export function checkWholeScore(seat: SeatGameResult, where: { game: number; entryId: EntryId }): Note[] {
  return Number.isInteger(seat.score) && seat.score >= 0 ? [] : [{ code: 'score_invalid', params: where }];
}
