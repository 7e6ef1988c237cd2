// runtime: node. Served mode: the same app through the venue host, for machines without the
// Electron binary, and for a projector or desk on another computer (`npm run serve`).
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseCliArgs } from './cli-args';
import { createCore } from './core/app-core';
import { fileSettings } from './settings/file-settings';
import { defaultDatabaseFile, userDataDir } from './settings/user-data';
import { startVenueHost } from './venue/server';

const defaultPort = 4780;

async function listenFrom(start: number, open: (port: number) => ReturnType<typeof startVenueHost>) {
  for (let port = start; port < start + 20; port++) {
    try {
      return await open(port);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    }
  }
  return open(0);
}

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  const dataDir = userDataDir();
  const settings = fileSettings(join(dataDir, 'settings.json'));
  const dbPath = resolve(args.db ?? join(dataDir, defaultDatabaseFile));
  const core = createCore({ dbPath, settings });
  settings.set({ lastDatabase: dbPath });
  const venueAccess = args.venue || settings.get().venueAccess;
  const token = randomBytes(16).toString('hex');
  const host = await listenFrom(args.port ?? defaultPort, (port) =>
    startVenueHost({ core, staticDir: resolve(__dirname, '../renderer'), port, venueAccess, token }),
  );
  console.log(`Arbiter is serving ${dbPath} at ${host.url}/#/desk`);
  if (venueAccess) console.log(`Venue access is on; desks on other machines open ${host.url.replace('127.0.0.1', '<this machine>')}/?token=${token}#/desk`);
  const stop = async () => {
    await host.close();
    core.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
