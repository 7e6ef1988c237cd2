// runtime: pure
// A cut to a playoff, as Netrunner and Generic offer it: after the event's first stage (Swiss),
// its best `cut` entries go on to a knockout seeded by those standings (docs/stages.md). The
// options are one fragment both schemas spread, so the desk draws the same two fields for both.
import { z } from 'zod';
import type { StagePlan } from './types';

export const playoffOptions = {
  /** 'none': the event is its first stage only. */
  playoff: z.enum(['none', 'elimination', 'double_elimination']).default('none'),
  /** How many of the first stage's best go on (top 4, 8, 16…; a field that is not a power of two
   * gives byes to the top seeds). */
  cut: z.number().int().min(2).max(256).default(8),
};

/** The stages an event plays: its first, then the playoff when there is one. */
export function withPlayoff(first: string, o: { playoff: 'none' | 'elimination' | 'double_elimination'; cut: number }): StagePlan[] {
  return o.playoff === 'none' ? [{ kind: first }] : [{ kind: first }, { kind: o.playoff, cut: o.cut }];
}
