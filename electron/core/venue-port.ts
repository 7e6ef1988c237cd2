// runtime: node. The venue port: the core reads and revokes the join codes through this, whatever
// holds them (the venue host of `npm run serve`); without one, venue access is off.
import type { Role } from '../../shared/contract/roles';
import type { VenueAccess } from '../../shared/model/venue';

export interface VenuePort {
  access(): VenueAccess;
  revoke(role: Role): VenueAccess;
}

export const venueOff: VenueAccess = { on: false, addresses: [], codes: [] };
