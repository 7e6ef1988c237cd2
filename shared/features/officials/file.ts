// runtime: pure. The officials' part of an event file (version 4, `features.officials`): every
// official with their role, each by the file's own id, and every duty at a table of a published or
// closed round, the table named as the file names it (its division's id, the round's number, the
// table's number), since the new event's tables have new ids.
import { z } from 'zod';
import { idSchema } from '../../model/common';
import { officialRoles, tableDuties } from './model';

export const officialsFileSchema = z.object({
  /** In the order registered, which the head judge's report keeps. */
  officials: z.array(z.object({ id: idSchema, name: z.string(), role: z.enum(officialRoles) })),
  duties: z.array(z.object({ division: idSchema, round: z.number().int().positive(), table: z.number().int().nonnegative(), official: idSchema, duty: z.enum(tableDuties) })),
});
export type OfficialsFile = z.infer<typeof officialsFileSchema>;
