// runtime: node. Served mode: the same app through the venue host, for machines without the
// Electron binary, and for a projector or desk on another computer (`npm run serve`).
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseCliArgs } from './cli-args';
import { createCore } from './core/app-core';
import { fileSettings } from './settings/file-settings';
import { logFileIn } from './settings/log-file';
import { restoreBackup } from './store/backups';
import { DatabaseDamagedError } from './store/connection';
import { defaultDatabaseFile, userDataDir } from './settings/user-data';
import { damagedNote, emptyNote } from './startup-notes';
import { joinCodes } from './venue/join-codes';
import { listenForServedMode } from './venue/listen';
import { startVenueHost, type VenueHost } from './venue/server';
import { venueAccess as venuePort } from './venue/venue-access';

/** The core, or a message that tells the organizer what to do: a damaged file names its newest
 * good backup and the command that restores it, its check's details going to the log file. */
function openCore(dbPath: string, named: boolean, settings: ReturnType<typeof fileSettings>, venue: Parameters<typeof createCore>[0]['venue'], logFile: string) {
  try {
    return createCore({ dbPath, settings, ...(venue ? { venue } : {}) });
  } catch (err) {
    if (err instanceof DatabaseDamagedError) throw new Error(damagedNote(err, named, logFile, new Date()), { cause: err });
    throw err;
  }
}

async function main(): Promise<void> {
  const args = parseCliArgs(process.argv.slice(2));
  const dataDir = userDataDir();
  const settings = fileSettings(join(dataDir, 'settings.json'));
  const dbPath = resolve(args.db ?? join(dataDir, defaultDatabaseFile));
  if (args.restore) {
    const { keptAs } = restoreBackup(dbPath, resolve(args.restore), new Date());
    console.log(`Restored ${dbPath} from ${resolve(args.restore)}${keptAs ? `; the file it replaced is kept as ${keptAs}` : ''}.`);
  }
  const venueAccess = args.venue;
  // Desks on other machines join with their role's code, shown on the head judge's desk only.
  const codes = venueAccess ? joinCodes() : null;
  let served: VenueHost | null = null;
  const core = openCore(dbPath, args.db !== undefined, settings, codes ? venuePort(codes, () => served?.port ?? 0) : undefined, logFileIn(dataDir));
  const empty = emptyNote(core.store.db, dbPath, args.db !== undefined);
  if (empty) console.log(empty.line);
  settings.set({ lastDatabase: dbPath });
  const token = randomBytes(16).toString('hex');
  const host = await listenForServedMode(args.port, (port) =>
    startVenueHost({ core, staticDir: resolve(__dirname, '../renderer'), port, venueAccess, token, codes }),
  ).catch((err: unknown) => {
    core.close();
    throw err;
  });
  served = host;
  console.log(`Arbiter is serving ${dbPath} at ${host.url}/#/desk`);
  // The join codes are on the desk's Venue panel, never in this output (it may be kept in a log).
  if (venueAccess) console.log(`Venue access is on; other computers join with the codes on the desk's Venue panel (${host.url}/#/desk).`);
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
