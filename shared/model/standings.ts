// runtime: pure. Standings as the desk, the projector and the printed sheet show them.
import { z } from 'zod';
import { idSchema } from './common';

export const standingRowSchema = z.object({
  rank: z.number().int().positive(),
  entryId: idSchema,
  name: z.string(),
  dropped: z.boolean(),
  groupScore: z.number(),
  matchWins: z.number(),
  matchDraws: z.number(),
  matchLosses: z.number(),
  gamesWon: z.number(),
  gamesLost: z.number(),
  gamesDrawn: z.number(),
  byes: z.number().int(),
  tiebreaks: z.record(z.string(), z.number()),
});

export const standingsSchema = z.object({
  eventId: idSchema,
  /** Closed rounds counted, plus results already entered in the current one. */
  throughRound: z.number().int().nonnegative(),
  /** What groupScore means for this ruleset ('games_won' or 'match_points'). */
  primary: z.string(),
  /** Tiebreak columns in order; the UI explains each from its catalog. */
  columns: z.array(z.string()),
  rows: z.array(standingRowSchema),
  /** The last planned round is closed: these are the event's final standings. */
  final: z.boolean(),
});
export type Standings = z.infer<typeof standingsSchema>;
