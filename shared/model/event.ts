// runtime: pure. A tournament event.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, versionSchema } from './common';

/** The rulesets an event can run; the engine's presets (electron/engine/rulesets) match this list. */
export const rulesetIds = ['netrunner-1996', 'generic'] as const;
export const rulesetIdSchema = z.enum(rulesetIds);

/** How a match is played under the event's ruleset with its options applied; the core works it
 * out, so no window repeats a ruleset's defaults. */
export const matchFormatSchema = z.object({
  scoring: z.enum(['netrunner', 'match-points']),
  gamesPerMatch: z.number().int().positive(),
  drawsAllowed: z.boolean(),
  /** The roles seats 1 and 2 take in game 1, swapped every game; empty where the game has none. */
  roles: z.array(z.string()),
});
export type MatchFormat = z.infer<typeof matchFormatSchema>;

export const eventSchema = z.object({
  id: idSchema,
  name: z.string(),
  date: z.string(),
  ruleset: rulesetIdSchema,
  /** The organizer's changes to the ruleset preset, as stored (parsed by the preset's schema). */
  options: z.record(z.string(), z.unknown()),
  format: matchFormatSchema,
  version: versionSchema,
  createdAt: z.string(),
});
export type TournamentEvent = z.infer<typeof eventSchema>;
/** An event as the store keeps it: the format is derived, not stored. */
export type StoredEvent = Omit<TournamentEvent, 'format'>;

export const eventCreateInput = z.strictObject({
  name: nameSchema(120),
  date: isoDateSchema,
  ruleset: rulesetIdSchema,
  options: z.record(z.string(), z.unknown()).optional(),
});
