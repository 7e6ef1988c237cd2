// runtime: node. An event's places (Catan 1.22): the live queue decides, so the players checked in
// take them in order of arrival at the desk; a registered player holds none until checked in, and
// registering stays open.
import { CommandError } from '../../../shared/contract/errors';

/** Refuses a check-in once the players checked in fill the event's places (null: no limit). */
export function assertPlaceFree(places: number | null, checkedIn: number): void {
  if (places === null || checkedIn < places) return;
  throw new CommandError('conflict', `All ${places} places are taken; nobody else can be checked in.`, {
    reason: 'places_full',
    places,
    checkedIn,
  });
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
