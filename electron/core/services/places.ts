// runtime: node. An event's places (Catan 1.22): the live queue decides, so the players checked in
// take them in order of arrival; past the last place a check-in waits on the waiting list, whose
// feature gives a place that frees to the first waiting (electron/features/waiting-list).
import { CommandError } from '../../../shared/contract/errors';

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
