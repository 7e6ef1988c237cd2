// runtime: pure. The round clock: stored as start, pause and accumulated pause; shown by every
// window from the host's time (its own clock plus a measured offset), so no tick crosses the wire.
import { z } from 'zod';

export const clockSchema = z.object({
  minutes: z.number().int().positive(),
  warningMinutes: z.number().int().nonnegative(),
  /** Several warnings (Doomtrooper: 15, 10 and 5 minutes left), each mark the minutes left when it
   * is given, largest first; absent or empty: the one warning at `warningMinutes`. Absent in event
   * files written before marks. */
  warningMarks: z.array(z.number().int().positive()).optional(),
  startedAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** Milliseconds spent paused before the current pause. */
  pausedMs: z.number().int().nonnegative(),
});
export type Clock = z.infer<typeof clockSchema>;
