// runtime: node. Which port served mode listens on: the organizer's, or the first free one from
// the default up.
import type { VenueHost } from './server';

export const defaultPort = 4780;

/** A port the organizer named is theirs: taken means stop and say so, not serve somewhere the
 * desks do not look. Without one, the default and the next 19 are tried, then any free port. */
export async function listenForServedMode(requested: number | undefined, open: (port: number) => Promise<VenueHost>): Promise<VenueHost> {
  if (requested !== undefined) {
    try {
      return await open(requested);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
      throw new Error(`Port ${requested} is already in use by another program; choose another with --port, or leave it out.`, { cause: err });
    }
  }
  for (let port = defaultPort; port < defaultPort + 20; port++) {
    try {
      return await open(port);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  return open(0);
}
