// runtime: node. The event's notice of rule modifications (Attacktix 6.1, 6.2; any ruleset may
// have one): the organizer's text, saved over the version read, printed for the registration desk.
import { CommandError } from '../../../shared/contract/errors';
import type { Handlers } from '../context';
import { requireEvent } from '../services/event-state';

export const ruleNoticeHandlers: Pick<Handlers, 'notice.get' | 'notice.set'> = {
  'notice.get'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.ruleNotices.get(eventId);
  },
  'notice.set'(input, ctx) {
    const event = requireEvent(ctx.store, input.eventId);
    const before = ctx.store.ruleNotices.get(event.id);
    if (before.version !== input.version || !ctx.store.ruleNotices.set(event.id, input.version, input.text, ctx.now)) {
      throw new CommandError('conflict', `The rule modifications of “${event.name}” were changed at another desk meanwhile; reload and try again.`, {
        reason: 'notice_changed',
        name: event.name,
        expected: input.version,
        actual: before.version,
      });
    }
    ctx.changed({ entity: 'notice', eventId: event.id });
    ctx.annotate({ before: before.text, after: input.text });
    return ctx.store.ruleNotices.get(event.id);
  },
};
