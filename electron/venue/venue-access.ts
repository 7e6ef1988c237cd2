// runtime: node. The venue port of served mode: the join codes with the addresses other computers
// open, this machine's IPv4 addresses on the venue network (a QR code of each role's join page).
import { networkInterfaces } from 'node:os';
import type { VenuePort } from '../core/venue-port';
import type { JoinCodes } from './join-codes';

/** Addresses other machines reach this one at; loopback only when there is no network. */
export function venueAddresses(port: number): string[] {
  const found = Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i!.address}:${port}`);
  return found.length > 0 ? found : [`http://127.0.0.1:${port}`];
}

export function venueAccess(codes: JoinCodes, port: () => number): VenuePort {
  const access = () => {
    const addresses = venueAddresses(port());
    return {
      on: true,
      addresses,
      codes: codes.list().map(({ role, code }) => ({ role, code, joinAddress: `${addresses[0]}/#/join/${code}` })),
    };
  };
  return {
    access,
    revoke(role) {
      codes.revoke(role);
      return access();
    },
  };
}
