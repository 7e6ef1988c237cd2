// runtime: node. Who reads a player's personal details (date of birth, contact, the organizer's
// player ID): the desks that register players (docs/venue.md). The room, a display and the results
// desk get names only, and find nobody by those details either.
import { personalDetailsRoles } from '../../../shared/contract/roles';
import type { ListedPlayer } from '../../../shared/model/player';
import type { Caller } from '../context';

export function seesPersonalDetails(caller: Caller): boolean {
  if (caller.room) return false;
  return caller.role === undefined || personalDetailsRoles.includes(caller.role);
}

export function withoutPersonalDetails({ playerId: _, ...player }: ListedPlayer): ListedPlayer {
  return { ...player, dateOfBirth: null, contact: null };
}
