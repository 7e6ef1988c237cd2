// runtime: node. Served mode: the same app through the venue host, for machines without the
// Electron binary, and for a projector or desk on another computer (`npm run serve`).
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseCliArgs } from './cli-args';
import { createCore } from './core/app-core';
import { fileSettings } from './settings/file-settings';
import { defaultDatabaseFile, userDataDir } from './settings/user-data';
import { listenForServedMode } from './venue/listen';
import { startVenueHost } from './venue/server';

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  const dataDir = userDataDir();
  const settings = fileSettings(join(dataDir, 'settings.json'));
  const dbPath = resolve(args.db ?? join(dataDir, defaultDatabaseFile));
  const core = createCore({ dbPath, settings });
  settings.set({ lastDatabase: dbPath });
  const venueAccess = args.venue || settings.get().venueAccess;
  const token = randomBytes(16).toString('hex');
  const host = await listenForServedMode(args.port, (port) =>
    startVenueHost({ core, staticDir: resolve(__dirname, '../renderer'), port, venueAccess, token }),
  ).catch((err: unknown) => {
    core.close();
    throw err;
  });
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

// The last resort: a fault no handler caught is logged, and the event goes on being served.
process.on('uncaughtException', (err) => console.error('Arbiter: unexpected error (still serving):', err));
process.on('unhandledRejection', (err) => console.error('Arbiter: unexpected error (still serving):', err));

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
