// runtime: pure
import type { EntryId, GameResult, SeatGameResult } from '../types';

/** The seat of `entryId` in a game (a plain loop: standings call this for every game of an event). */
export function seatOf(game: GameResult, entryId: EntryId): SeatGameResult | undefined {
  const seats = game.seats;
  for (let i = 0; i < seats.length; i++) if (seats[i]!.entryId === entryId) return seats[i];
  return undefined;
}
