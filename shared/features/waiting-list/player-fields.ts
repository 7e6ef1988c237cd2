// runtime: pure. What the waiting list adds to a player answer (shared/features/player-fields.ts).
import { z } from 'zod';

export const waitingListPlayerFields = {
  /** Their number on the event's waiting list (1 = next in) while every place is taken; null:
   * not waiting. A waiting player is not checked in and is never paired. */
  waitlistOrder: z.number().int().positive().nullable(),
};
