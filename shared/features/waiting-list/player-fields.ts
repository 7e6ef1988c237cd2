// runtime: pure. What the waiting list adds to a player answer (shared/features/player-fields.ts).
import { z } from 'zod';

export const waitingListPlayerFields = {
  /** Their number on the event's waiting list (1 = next in) while every place is taken; null:
   * not waiting. A waiting player is not checked in and is never paired. */
  waitlistOrder: z.number().int().positive().nullable(),
};

/** Its column of the players' CSV: the number, after the Arbiter ID (where it came, so files read
 * by column position keep their columns). */
export const waitingListPlayerColumns = [{ header: 'Waiting list number', after: 'Arbiter ID', field: 'waitlistOrder' }] as const;

/** What event files of version 3 said of a waiting player (`players[].waitlistOrder`, read by the
 * feature's part of the file): their number. Files written before it have none: nobody waits. */
export const waitingListFilePlayerFields = {
  waitlistOrder: z.number().int().positive().nullable().optional(),
};
