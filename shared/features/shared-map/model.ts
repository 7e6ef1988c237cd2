// runtime: pure. The event's shared map (Catan 1.18: every qualifying table plays the same island,
// made by the referee, photographed and printed): an image and/or a description the organizer
// writes, printed for the tables.
import { z } from 'zod';
import { idSchema, versionSchema } from '../../model/common';

export const mapImageTypes = ['image/png', 'image/jpeg'] as const;

/** The largest image stored, in bytes: a photograph of a map scaled for print, and small enough
 * to reach the venue host in one request. */
export const mapImageMaxBytes = 700 * 1024;

export const mapImageSchema = z.object({
  type: z.enum(mapImageTypes),
  /** The file's bytes, base64. */
  data: z.string(),
});
export type MapImage = z.infer<typeof mapImageSchema>;

/** The map as an event file carries it (`features.shared-map`; `map` in files of versions 2
 * and 3): its image's bytes in base64, checked on import as when the organizer chooses one (a PNG
 * or JPEG, at most mapImageMaxBytes). */
export const mapFileSchema = z.object({
  description: z.string().max(5000),
  image: mapImageSchema.nullable(),
  updatedAt: z.string(),
});
export type MapFile = z.infer<typeof mapFileSchema>;

export const eventMapSchema = z.object({
  eventId: idSchema,
  /** How the map is laid out, in the organizer's words; empty when there is none. */
  description: z.string(),
  image: mapImageSchema.extend({ bytes: z.number().int().positive() }).nullable(),
  /** 0 until the map is first saved. */
  version: versionSchema,
  updatedAt: z.string().nullable(),
});
export type EventMap = z.infer<typeof eventMapSchema>;

export const eventMapSetInput = z.strictObject({
  eventId: idSchema,
  version: versionSchema,
  description: z.string().trim().max(5000, 'At most 5000 characters'),
  /** A new image; null removes the one stored; absent keeps it. Its type and size are checked
   * against the bytes, not the name. */
  image: z.strictObject({ type: z.string().max(100), data: z.string().max(1_000_000) }).nullable().optional(),
});
