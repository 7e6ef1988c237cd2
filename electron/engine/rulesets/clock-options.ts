// runtime: pure
// The round clock an organizer sets (the length and one warning before the end) as an options
// fragment, with the check that the warning comes before the end; the defaults are the game's.
import { z } from 'zod';

export function clockOptions(defaults: { roundMinutes: number; warningMinutes: number }) {
  return z
    .strictObject({
      roundMinutes: z.number().int().min(1).default(defaults.roundMinutes),
      warningMinutes: z.number().int().min(0).default(defaults.warningMinutes),
    })
    .prefault({});
}

/** The refinement of a schema with a `clock`: a warning at or after the end is refused, as a code
 * the UI translates. */
export const warningBeforeEnd: [(o: { clock: { roundMinutes: number; warningMinutes: number } }) => boolean, { message: string; path: string[] }] = [
  (o) => o.clock.warningMinutes < o.clock.roundMinutes,
  { message: 'warning_after_round_end', path: ['clock', 'warningMinutes'] },
];
