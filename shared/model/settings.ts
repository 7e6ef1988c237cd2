// runtime: pure. Per-machine settings (not part of any event).
import { z } from 'zod';

export const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200),
  height: z.number().int().min(200),
});

/** The languages every face (desk, projector, printed sheets) can read in; the renderer keeps one
 * catalog per code (renderer/src/i18n). */
export const languages = ['en', 'ru', 'pl'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

export const settingsSchema = z.object({
  language: languageSchema.default('en'),
  lastDatabase: z.string().nullable().default(null),
  deskBounds: boundsSchema.nullable().default(null),
  /** Which display the projector window opens on: an Electron display id, or null for "the
   * first display that is not the desk's". */
  projectorDisplayId: z.number().int().nullable().default(null),
});
// Venue access is not a setting: the organizer turns it on for one launch (--venue), so no call
// over the API can open the next start to the network.
export type Settings = z.infer<typeof settingsSchema>;

export const settingsSetInput = z.strictObject({
  language: settingsSchema.shape.language.unwrap().optional(),
  deskBounds: boundsSchema.nullable().optional(),
  projectorDisplayId: z.number().int().nullable().optional(),
});
