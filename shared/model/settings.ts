// runtime: pure. Per-machine settings (not part of any event).
import { z } from 'zod';

export const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200),
  height: z.number().int().min(200),
});

export const settingsSchema = z.object({
  language: z.enum(['en']).default('en'),
  lastDatabase: z.string().nullable().default(null),
  deskBounds: boundsSchema.nullable().default(null),
  /** Which display the projector window opens on: an Electron display id, or null for "the
   * first display that is not the desk's". */
  projectorDisplayId: z.number().int().nullable().default(null),
  /** Off: the venue host listens on 127.0.0.1 only. On: other machines on the venue network may
   * connect (read-only unless they carry the per-launch desk token). */
  venueAccess: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;

export const settingsSetInput = z.strictObject({
  language: settingsSchema.shape.language.unwrap().optional(),
  deskBounds: boundsSchema.nullable().optional(),
  projectorDisplayId: z.number().int().nullable().optional(),
  venueAccess: z.boolean().optional(),
});
