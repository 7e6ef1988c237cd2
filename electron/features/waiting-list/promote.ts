// runtime: node. A place that frees goes to the first waiting, at once (Catan 1.22). Every ruleset
// admits late entries (its lateEntry rule says how their missed rounds count), so the list moves up
// after round 1 too.
import type { PromotedPlayer } from '../../../shared/model/player';
import type { HandlerContext } from '../../core/context';
import { requireEvent } from '../../core/services/event-state';
import { placesFull } from '../../core/services/places';
import { waitingPlayers } from './waiting';

/** Checks in the first waiting players while places are free, each with the next arrival number
 * (the order they arrived in is kept by the waiting list itself). Returns who moved up. */
export function promoteWaitlist(ctx: HandlerContext, eventId: number): PromotedPlayer[] {
  const { places } = requireEvent(ctx.store, eventId);
  const waiting = waitingPlayers(ctx.store);
  const promoted: PromotedPlayer[] = [];
  for (const id of waiting.inOrder(eventId)) {
    if (placesFull(places, ctx.store.players.counts(eventId).checkedIn)) break;
    const p = ctx.store.players.get(id)!;
    waiting.remove(id);
    ctx.store.players.checkIn(id, eventId, p.version, ctx.now);
    promoted.push({ id, name: p.name, checkInOrder: ctx.store.players.get(id)!.checkInOrder! });
  }
  if (promoted.length > 0) ctx.changed({ entity: 'player', eventId });
  return promoted;
}
