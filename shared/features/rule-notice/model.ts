// runtime: pure. The event's notice of rule modifications, posted at the registration desk and
// printed: the organizer's changes to the rules, whatever the game.
import { z } from 'zod';
import { idSchema, versionSchema } from '../../model/common';

export const ruleNoticeSchema = z.object({
  eventId: idSchema,
  /** The organizer's modifications of the rules, as posted; empty when there are none. */
  text: z.string(),
  /** 0 until the notice is first saved. */
  version: versionSchema,
  updatedAt: z.string().nullable(),
});
export type RuleNotice = z.infer<typeof ruleNoticeSchema>;

export const ruleNoticeSetInput = z.strictObject({
  eventId: idSchema,
  version: versionSchema,
  text: z.string().trim().max(5000, 'At most 5000 characters'),
});
