// runtime: node. The waiting list (every event; it fills only where the event has places): who
// waits in order in its own table (waiting.ts), a check-in past the last place put on it and taken
// back from it through the core's places (core/services/places.ts), who takes a place that frees
// (promote.ts), each player's number on it in the player answer, and its part of an event file
// (event-file.ts).
import { waitingList } from '../../../shared/features/waiting-list/contract';
import { requireEvent } from '../../core/services/event-state';
import type { Store } from '../../store/store';
import { playerAnswers } from '../../core/services/player-fields';
import { defineFeatureHost } from '../feature';
import { waitlistEventFile } from './event-file';
import { promoteWaitlist } from './promote';
import { waitingOutOfPlayers, waitingPlayers } from './waiting';

/** Each waiting player's number on the event's list (1: next in). */
const numbersOf = (store: Store, eventId: number) => new Map(waitingPlayers(store).inOrder(eventId).map((id, k) => [id, k + 1]));

export const waitingListHost = defineFeatureHost({
  contract: waitingList,
  places: {
    waiting: (store, eventId) => waitingPlayers(store).inOrder(eventId),
    add(ctx, player) {
      waitingPlayers(ctx.store).add(player.id, player.eventId);
      return { name: player.name, waitlistOrder: numbersOf(ctx.store, player.eventId).get(player.id) };
    },
    remove(ctx, player) {
      const before = numbersOf(ctx.store, player.eventId).get(player.id) ?? null;
      waitingPlayers(ctx.store).remove(player.id);
      return { before: { waitlistOrder: before }, after: { waitlistOrder: null } };
    },
    fill: promoteWaitlist,
  },
  players: {
    of(store, eventId) {
      const numbers = numbersOf(store, eventId);
      return (playerId) => ({ waitlistOrder: numbers.get(playerId) ?? null });
    },
  },
  eventFile: waitlistEventFile,
  migrations: [waitingOutOfPlayers],
  handlers: {
    'player.waitlist'({ eventId }, ctx) {
      requireEvent(ctx.store, eventId);
      const waiting = waitingPlayers(ctx.store).inOrder(eventId);
      return playerAnswers(ctx.store, waiting.map((id) => ctx.store.players.get(id)!));
    },
  },
});
