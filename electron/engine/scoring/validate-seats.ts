// runtime: pure
// Each seat of the table appears exactly once in every game, and nobody else does.
import type { EntryId, GameResult, Note } from '../types';
import { note } from './codes';

/** Returns notes for one game (1-based `game`); an empty list means the seats are right. */
export function validateGameSeats(entries: readonly EntryId[], game: GameResult, gameNo: number): Note[] {
  const notes: Note[] = [];
  const seen = new Set<EntryId>();
  const expected = new Set(entries);
  for (const seat of game.seats) {
    if (!expected.has(seat.entryId)) notes.push(note('seat_unknown', { game: gameNo, entryId: seat.entryId }));
    else if (seen.has(seat.entryId)) notes.push(note('seat_duplicate', { game: gameNo, entryId: seat.entryId }));
    seen.add(seat.entryId);
  }
  for (const id of entries) {
    if (!seen.has(id)) notes.push(note('seat_missing', { game: gameNo, entryId: id }));
  }
  return notes;
}
