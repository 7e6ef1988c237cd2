// runtime: pure. A tournament event.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, versionSchema } from './common';

export const rulesetIds = ['generic'] as const;
export const rulesetIdSchema = z.enum(rulesetIds);

export const eventSchema = z.object({
  id: idSchema,
  name: z.string(),
  date: z.string(),
  ruleset: rulesetIdSchema,
  version: versionSchema,
  createdAt: z.string(),
});
export type TournamentEvent = z.infer<typeof eventSchema>;

export const eventCreateInput = z.strictObject({
  name: nameSchema(120),
  date: isoDateSchema,
  ruleset: rulesetIdSchema,
});
