// runtime: node. An event's places (Catan 1.22): the live queue decides, so the players checked in
// take them in order of arrival. Past the last place a check-in waits with a feature that keeps
// arrivals for a place (the waiting list, electron/features/waiting-list), which gives a place
// that frees to the first waiting; the features' registry registers it here, so the core asks
// without naming it.
import { CommandError } from '../../../shared/contract/errors';
import type { CorePlayer, PromotedPlayer } from '../../../shared/model/player';
import type { Store } from '../../store/store';
import type { HandlerContext } from '../context';

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

/** What a feature that keeps players waiting for a place does. */
export interface PlaceQueue {
  /** The event's players it keeps waiting, next in first. */
  waiting(store: Store, eventId: number): readonly number[];
  /** Takes a player checked in while every place is taken; returns what the audit notes of it. */
  add(ctx: HandlerContext, player: CorePlayer): Record<string, unknown>;
  /** Lets a waiting player go (their check-in taken back); what the audit notes before and after. */
  remove(ctx: HandlerContext, player: CorePlayer): { before: Record<string, unknown>; after: Record<string, unknown> };
  /** Gives the places that freed to those waiting, each checked in with the next arrival number;
   * returns who moved up. */
  fill(ctx: HandlerContext, eventId: number): PromotedPlayer[];
}

const queues = new Map<string, PlaceQueue>();

/** Adds a feature's queue by its id; the answer takes it away again. */
export function registerPlaceQueue(feature: string, queue: PlaceQueue): () => void {
  queues.set(feature, queue);
  return () => {
    if (queues.get(feature) === queue) queues.delete(feature);
  };
}

/** The event's players waiting for a place, in any queue. */
export function waitingForPlaces(store: Store, eventId: number): Set<number> {
  return new Set([...queues.values()].flatMap((q) => q.waiting(store, eventId)));
}

/** The queue the player waits in, if any. */
function queueOf(store: Store, player: CorePlayer): PlaceQueue | undefined {
  return [...queues.values()].find((q) => q.waiting(store, player.eventId).includes(player.id));
}

export const isWaitingForPlace = (store: Store, player: CorePlayer): boolean => queueOf(store, player) !== undefined;

/** Puts a player checked in past the last place in the first queue; refused where no feature
 * keeps one. Returns what the audit notes. */
export function waitForPlace(ctx: HandlerContext, player: CorePlayer): Record<string, unknown> {
  const queue = queues.values().next().value;
  if (!queue) throw new CommandError('conflict', 'Every place of the event is taken.', { reason: 'places_full' });
  return queue.add(ctx, player);
}

/** Takes a waiting player out of their queue; null where they wait in none. */
export function stopWaiting(ctx: HandlerContext, player: CorePlayer): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  return queueOf(ctx.store, player)?.remove(ctx, player) ?? null;
}

/** Fills the event's places that freed from the queues, in registry order; returns who moved up. */
export function fillFreedPlaces(ctx: HandlerContext, eventId: number): PromotedPlayer[] {
  return [...queues.values()].flatMap((q) => q.fill(ctx, eventId));
}
