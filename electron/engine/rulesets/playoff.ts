// runtime: pure
// A cut to a playoff: after the event's first stage, its best `cut` entries go on to a playoff
// seeded by those standings (docs/stages.md). Two-seat games (Netrunner, Generic) offer a bracket;
// games of three seats or more a seated playoff (semifinal tables by a chart, then the final of
// their winners: Catan 3.7, 3.8). Each is one options fragment a schema spreads, so the desk draws
// the same fields for every ruleset that offers it.
import { z } from 'zod';
import type { StagePlan } from './types';

export const playoffOptions = {
  /** 'none': the event is its first stage only. */
  playoff: z.enum(['none', 'elimination', 'double_elimination']).default('none'),
  /** How many of the first stage's best go on (top 4, 8, 16…; a field that is not a power of two
   * gives byes to the top seeds). */
  cut: z.number().int().min(2).max(256).default(8),
};

export const seatedPlayoffOptions = {
  playoff: z.enum(['none', 'seated_playoff']).default('seated_playoff'),
  /** How many of the first stage's best go on: the semifinal's size (16 at tables of four is Catan
   * 3.7's chart; 12 seats three tables, 9 three tables of three; a smaller field plays a straight
   * final). At most six tables of six. */
  cut: z.number().int().min(3).max(36).default(16),
};

export type PlayoffKind = z.output<typeof playoffOptions.playoff> | z.output<typeof seatedPlayoffOptions.playoff>;

/** The stages an event plays: its first, then the playoff when there is one, with what its
 * tables and kind set of their own (`own`: Catan's playoff is never ended for time; Generic's
 * bracket options). */
export function withPlayoff(first: string | StagePlan, o: { playoff: PlayoffKind; cut: number }, own: Omit<StagePlan, 'kind' | 'cut'> = {}): StagePlan[] {
  const stage = typeof first === 'string' ? { kind: first } : first;
  return o.playoff === 'none' ? [stage] : [stage, { kind: o.playoff, cut: o.cut, ...own }];
}
