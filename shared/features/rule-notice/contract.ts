// runtime: pure. The notice of rule modifications' contract (Attacktix 6.1, 6.2; any event may
// have one): the organizer's changes to the rules, posted where players register. Every event has
// it, so no ruleset names it and it has no options.
import { z } from 'zod';
import { command, query } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { idSchema } from '../../model/common';
import { ruleNoticeSchema, ruleNoticeSetInput } from './model';

export const ruleNotice = defineFeatureContract({
  id: 'rule-notice',
  everyEvent: true,
  entities: ['notice'],
  options: z.strictObject({}),
  sheets: { notice: { subject: 'notice.get', idField: 'eventId' } },
  operations: {
    'notice.get': query(
      "The event's notice of rule modifications, posted at the registration desk (empty at version 0 until saved).",
      z.strictObject({ eventId: idSchema }),
      ruleNoticeSchema,
      ['notice', 'event'],
      'room',
    ),
    'notice.set': command(
      "Change the event's notice of rule modifications; carries the version read (0: none saved yet), a stale one is a conflict and nothing is written. Audited with before and after.",
      ruleNoticeSetInput,
      ruleNoticeSchema,
    ),
  },
});
