// runtime: node. An event's places (Catan 1.22): the live queue decides, so the players checked in
// take them in order of arrival; past the last place a check-in waits on the waiting list, and a
// place that frees goes to the first waiting, at once. Every ruleset admits late entries (its
// lateEntry rule says how their missed rounds count), so the list moves up after round 1 too.
import { CommandError } from '../../../shared/contract/errors';
import type { PromotedPlayer } from '../../../shared/model/player';
import type { HandlerContext } from '../context';
import { requireEvent } from './event-state';

/** Whether the players checked in fill the event's places (null: no limit). */
export function placesFull(places: number | null, checkedIn: number): boolean {
  return places !== null && checkedIn >= places;
}

/** Refuses fewer places than players already checked in: nobody checked in loses a place. */
export function assertPlacesCoverCheckedIn(places: number | null, checkedIn: number): void {
  if (places === null || places >= checkedIn) return;
  throw new CommandError('validation', `${checkedIn} players are checked in already; the event needs at least ${checkedIn} places.`, {
    reason: 'places_below_checked_in',
    places,
    checkedIn,
    fields: [{ path: 'places', message: 'places_below_checked_in', code: 'places_below_checked_in' }],
  });
}

/** Checks in the first waiting players while places are free, each with the next arrival number
 * (the order they arrived in is kept by the waiting list itself). Returns who moved up. */
export function promoteWaitlist(ctx: HandlerContext, eventId: number): PromotedPlayer[] {
  const { places } = requireEvent(ctx.store, eventId);
  const promoted: PromotedPlayer[] = [];
  for (const p of ctx.store.players.waitlisted(eventId)) {
    if (placesFull(places, ctx.store.players.counts(eventId).checkedIn)) break;
    ctx.store.players.leaveWaitlist(p.id);
    ctx.store.players.checkIn(p.id, eventId, p.version, ctx.now);
    promoted.push({ id: p.id, name: p.name, checkInOrder: ctx.store.players.get(p.id)!.checkInOrder! });
  }
  if (promoted.length > 0) ctx.changed({ entity: 'player', eventId });
  return promoted;
}
