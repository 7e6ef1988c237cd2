// runtime: node. The waiting list (every event; it fills only where the event has places): who
// waits in order, who takes a place that frees (promote.ts), and its part of an event file
// (event-file.ts). A check-in past the last place waits in the core's player.checkIn, since the
// player's number on the list is a column of the players table (migration 022).
import { waitingList } from '../../../shared/features/waiting-list/contract';
import { requireEvent } from '../../core/services/event-state';
import { defineFeatureHost } from '../feature';
import { waitlistEventFile } from './event-file';
import { promoteWaitlist } from './promote';

export const waitingListHost = defineFeatureHost({
  contract: waitingList,
  places: { fill: promoteWaitlist },
  eventFile: waitlistEventFile,
  handlers: {
    'player.waitlist'({ eventId }, ctx) {
      requireEvent(ctx.store, eventId);
      return ctx.store.players.waitlisted(eventId);
    },
  },
});
