// runtime: node. The notice of rule modifications as the host runs it (Attacktix 6.1, 6.2; any
// event may have one): the organizer's text, saved over the version read, printed for the
// registration desk; its part of the event file (event-file.ts). Its rows stay in rule_notices,
// the table its migration makes (notices.ts).
import { ruleNotice } from '../../../shared/features/rule-notice/contract';
import { requireEvent } from '../../core/services/event-state';
import { defineFeatureHost } from '../feature';
import { saveOverVersion } from '../save-over-version';
import { noticeEventFile } from './event-file';
import { noticesTable, ruleNotices } from './notices';

export const ruleNoticeHost = defineFeatureHost({
  contract: ruleNotice,
  migrations: [noticesTable],
  eventFile: noticeEventFile,
  handlers: {
    'notice.get'({ eventId }, ctx) {
      requireEvent(ctx.store, eventId);
      return ruleNotices(ctx.store).get(eventId);
    },
    'notice.set'(input, ctx) {
      const event = requireEvent(ctx.store, input.eventId);
      const notices = ruleNotices(ctx.store);
      const before = notices.get(event.id);
      saveOverVersion({ subject: `The rule modifications of “${event.name}”`, reason: 'notice_changed', name: event.name, stored: before.version, expected: input.version }, () =>
        notices.set(event.id, input.version, input.text, ctx.now),
      );
      ctx.changed({ entity: 'notice', eventId: event.id });
      ctx.annotate({ before: before.text, after: input.text });
      return notices.get(event.id);
    },
  },
});
