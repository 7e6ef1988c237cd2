// runtime: pure. An entry: who takes a seat (a player, or a team of players).
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from './common';

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
  version: versionSchema,
});
export type Entry = z.infer<typeof entrySchema>;

export const entryDropInput = z.strictObject({
  entryId: idSchema,
  version: versionSchema,
  reason: nameSchema(500),
  /** A Declaration of Forfeiture: only the judge declares it; the reason is kept. */
  forfeit: z.boolean().optional(),
});

export const entryReinstateInput = z.strictObject({
  entryId: idSchema,
  version: versionSchema,
  reason: nameSchema(500),
});
