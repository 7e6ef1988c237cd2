// runtime: node. Venue access in the desktop app: off at start; the organizer turns it on for this
// launch (the View menu or the desk's button: never an API call, so no caller can open the app
// to the network), and the venue host then runs inside the main process on the same core, with a
// join code per role, as `npm run serve -- --venue` does. It stays on until the app quits.
import { randomBytes } from 'node:crypto';
import type { VenueAccess } from '../../shared/model/venue';
import type { Core } from '../core/app-core';
import { venueOff, type VenuePort } from '../core/venue-port';
import { joinCodes } from './join-codes';
import { listenForServedMode } from './listen';
import { startVenueHost, type VenueHost } from './server';
import { venueAccess } from './venue-access';

export interface DesktopVenue {
  /** What the core reads and revokes the codes through (venue.access): off until turned on. */
  port: VenuePort;
  /** Starts the venue host on `core` (once; again is a no-op) and tells every window. */
  turnOn(core: Core): Promise<VenueAccess>;
  close(): Promise<void>;
}

/** `port`: the organizer's --port, else the served mode's default and up. */
export function desktopVenue(options: { staticDir: string; port?: number | undefined; chromiumPath?: string | null }): DesktopVenue {
  const codes = joinCodes();
  let host: VenueHost | null = null;
  let starting: Promise<VenueHost> | null = null;
  const on = venueAccess(codes, () => host?.port ?? 0);
  const port: VenuePort = {
    access: () => (host ? on.access() : venueOff),
    revoke: (role) => (host ? on.revoke(role) : venueOff),
  };
  return {
    port,
    async turnOn(core) {
      // The desk token is never shown: desks on other machines join with their role's code.
      const token = randomBytes(16).toString('hex');
      starting ??= listenForServedMode(options.port, (p) =>
        startVenueHost({ core, staticDir: options.staticDir, port: p, venueAccess: true, token, codes, ...(options.chromiumPath !== undefined ? { chromiumPath: options.chromiumPath } : {}) }),
      );
      try {
        host = await starting;
      } catch (err) {
        starting = null;
        throw err;
      }
      core.announce({ entity: 'venue', eventId: null, operation: 'venue.on' });
      return port.access();
    },
    async close() {
      await host?.close();
      host = null;
    },
  };
}
