// runtime: node. Where each player's list stands, for the check-in desk, the pairing warnings and
// the head judge's report; the kinds of list are the features' (services/list-status.ts).
import type { Handlers } from '../context';
import { listStatuses } from '../services/list-status';

export const listHandlers: Pick<Handlers, 'lists.status'> = {
  'lists.status'({ eventId }, ctx) {
    return listStatuses(ctx.store, eventId);
  },
};
