// runtime: pure. A player registered for one event.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, optionalText, versionSchema } from './common';

export const playerSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  name: z.string(),
  dateOfBirth: z.string().nullable(),
  club: z.string().nullable(),
  contact: z.string().nullable(),
  /** Arrival order at the desk (1 = first in); null until checked in. */
  checkInOrder: z.number().int().positive().nullable(),
  checkedInAt: z.string().nullable(),
  version: versionSchema,
});
export type Player = z.infer<typeof playerSchema>;

const playerFields = {
  name: nameSchema(100),
  dateOfBirth: isoDateSchema.optional(),
  club: optionalText(100),
  contact: optionalText(200),
};

export const playerRegisterInput = z.strictObject({ eventId: idSchema, ...playerFields });

export const playerUpdateInput = z.strictObject({
  id: idSchema,
  version: versionSchema,
  name: playerFields.name.optional(),
  // null clears an optional field; undefined leaves it as it is.
  dateOfBirth: isoDateSchema.nullable().optional(),
  club: playerFields.club.nullable(),
  contact: playerFields.contact.nullable(),
});

export const playerCheckInInput = z.strictObject({ id: idSchema, version: versionSchema });

export const playerListInput = z.strictObject({
  eventId: idSchema,
  filter: z.string().max(100).optional(),
  checkedInOnly: z.boolean().optional(),
  /** The desk shows the first matches while a name is typed; the rest come with more letters. */
  limit: z.number().int().min(1).max(500).optional(),
});

export const playerCountsSchema = z.object({ registered: z.number().int(), checkedIn: z.number().int() });
