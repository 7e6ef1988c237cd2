// runtime: pure. A side of several registered players (an Attacktix doubles side: two), formed at
// the desk in a division that plays sides; it takes a seat as one entry.
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';
import { divisionScope } from '../../model/division';

export const sideSchema = z.object({
  /** The side's own id, the same before and after a pairing takes it (what `side.split` takes;
   * not the id of the entry it plays as). */
  id: idSchema,
  eventId: idSchema,
  divisionId: idSchema,
  name: z.string(),
  players: z.array(z.object({ id: idSchema, name: z.string(), checkedIn: z.boolean() })),
  /** Whether a pairing has taken it: from then on it is an entry like any other and stays. */
  paired: z.boolean(),
  version: versionSchema,
});
export type Side = z.infer<typeof sideSchema>;

export const sideListInput = z.strictObject({ eventId: idSchema, ...divisionScope });

export const sideFormInput = z.strictObject({
  eventId: idSchema,
  /** The division the players play in; left out: the event's first. */
  ...divisionScope,
  /** As many players as the division's sides have, in the order the name lists them. */
  playerIds: z.array(idSchema).min(2).max(6),
  /** Left out: the players' names, "A / B". */
  name: nameSchema(120).optional(),
});

export const sideSplitInput = z.strictObject({ id: idSchema, version: versionSchema });
