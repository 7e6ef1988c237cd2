// runtime: pure. An entry: who takes a seat (a player, or a team of players).
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from './common';
import { featureDisqualifications } from '../features/entry-fields';

/** Why an entry was disqualified: leaving the event early, or a cause a feature decides (a
 * referee's decision at a table: the rule, the table of that round, the referee). */
export const disqualificationSchema = z.discriminatedUnion('cause', [z.strictObject({ cause: z.literal('left_early') }), ...featureDisqualifications]);
export type Disqualification = z.infer<typeof disqualificationSchema>;

export const entrySchema = z.object({
  id: idSchema,
  eventId: idSchema,
  /** The division it plays in. */
  divisionId: idSchema,
  name: z.string(),
  playerIds: z.array(idSchema),
  /** First round this entry plays: 1, or later for a late entry. */
  joinedRound: z.number().int().positive(),
  /** Set when the entry dropped (or was removed); it plays no round after this one. */
  droppedAfterRound: z.number().int().nonnegative().nullable(),
  dropReason: z.string().nullable(),
  /** Removed by a Declaration of Forfeiture (Netrunner Floor 1, 10). */
  forfeited: z.boolean(),
  /** Disqualified (its drop says after which round and why): by a referee at a table, or for
   * leaving the event early (Catan 1.15, 1.21). Always given by the app (null: not
   * disqualified); absent in event files written before disqualification. */
  disqualification: disqualificationSchema.nullable().optional(),
  /** Dropped as a player who never came (a no-show): their seats were played without them, so
   * their sheets say 0; no disqualification, ranked after everyone who came. Always given by the
   * app; absent in event files written before no-shows. */
  noShow: z.boolean().optional(),
  version: versionSchema,
});
export type Entry = z.infer<typeof entrySchema>;

export const entryDropInput = z.strictObject({
  entryId: idSchema,
  version: versionSchema,
  reason: nameSchema(500),
  /** A Declaration of Forfeiture: only the judge declares it; the reason is kept. */
  forfeit: z.boolean().optional(),
  /** The player never came: a no-show, never a disqualification; not with `forfeit`. */
  noShow: z.boolean().optional(),
});

export const entryReinstateInput = z.strictObject({
  entryId: idSchema,
  version: versionSchema,
  reason: nameSchema(500),
});

