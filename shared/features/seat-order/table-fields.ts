// runtime: pure. What the seat order adds to a table answer (shared/features/table-fields.ts). Its
// shape is defined here, not in model.ts, which reads the round's model (teams): the round's model
// spreads these fields.
import { z } from 'zod';

/** For each seat in seat order (the seat choice order), the starting position its player took. */
export const startingPositionsSchema = z.array(z.number().int().min(1).max(6)).min(1).max(6);

export const seatOrderTableFields = {
  /** Where the stage's players choose their seats (its round's `stage.seating` is 'chosen'): for
   * each seat in seat order, which is the seat choice order, the starting position its player
   * took; null until the desk records it. Absent in event files written before it was recorded. */
  startingPositions: startingPositionsSchema.nullable().optional(),
};
