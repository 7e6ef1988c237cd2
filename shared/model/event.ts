// runtime: pure. A tournament event.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, versionSchema } from './common';

/** The rulesets an event can run; the engine's presets (electron/engine/rulesets) match this list. */
export const rulesetIds = ['netrunner-1996', 'generic'] as const;
export const rulesetIdSchema = z.enum(rulesetIds);

export const eventSchema = z.object({
  id: idSchema,
  name: z.string(),
  date: z.string(),
  ruleset: rulesetIdSchema,
  /** The organizer's changes to the ruleset preset, as stored (parsed by the preset's schema). */
  options: z.record(z.string(), z.unknown()),
  version: versionSchema,
  createdAt: z.string(),
});
export type TournamentEvent = z.infer<typeof eventSchema>;

export const eventCreateInput = z.strictObject({
  name: nameSchema(120),
  date: isoDateSchema,
  ruleset: rulesetIdSchema,
  options: z.record(z.string(), z.unknown()).optional(),
});
