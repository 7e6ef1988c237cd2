// runtime: node. The audit trail of an event, for the judge: who did what, when, and why.
import type { Handlers } from '../context';
import { requireEvent } from '../services/event-state';

export const auditHandlers: Pick<Handlers, 'audit.list'> = {
  'audit.list'({ eventId, operations }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.audit.ofEvent(eventId, operations);
  },
};
