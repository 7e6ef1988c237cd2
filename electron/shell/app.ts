// runtime: electron-main. The shell's life: single instance, guards, protocol, core, IPC, windows,
// and a clean close of the database at quit.
import { app, BrowserWindow, dialog, ipcMain } from 'electron';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseCliArgs } from '../cli-args';
import { createCore, type Core } from '../core/app-core';
import { openProjectorChannel, venueOnChannel } from '../preload/channels';
import { logFileIn } from '../settings/log-file';
import { defaultDatabaseFile } from '../settings/user-data';
import { emptyNote, logCheck } from '../startup-notes';
import { restoreBackup } from '../store/backups';
import { DatabaseDamagedError } from '../store/connection';
import { desktopVenue } from '../venue/desktop-venue';
import type { VenuePort } from '../core/venue-port';
import { electronSettings } from './electron-settings';
import { installGuards } from './guards';
import { registerIpc, senderRole } from './ipc';
import { printRoleOf, registerPrintIpc } from './print';
import { installMenu } from './menu';
import { registerSchemePrivileges, serveRenderer } from './protocol';
import { createDeskWindow, createProjectorWindow, roleOf } from './windows';

export interface ShellPaths {
  rendererDir: string;
  preloadDir: string;
}

/**
 * The core on the database, or null after telling the organizer why not. A damaged file is never
 * written to: the dialog offers its newest good backup, restored only when they choose it (the
 * damaged file is kept beside it).
 */
function openCore(dbPath: string, restore: string | undefined, settings: ReturnType<typeof electronSettings>, venue: VenuePort): Core | null {
  try {
    if (restore) restoreBackup(dbPath, resolve(restore), new Date());
    return createCore({ dbPath, settings, venue });
  } catch (err) {
    const logged = err instanceof DatabaseDamagedError ? logCheck(err, logFileIn(app.getPath('userData')), new Date()) : '';
    if (err instanceof DatabaseDamagedError && err.backup) {
      const choice = dialog.showMessageBoxSync({
        type: 'error',
        title: 'Arbiter',
        message: 'The database is damaged',
        detail: `${err.message}\n\nRestore that backup? The damaged file is kept beside it, renamed.${logged ? `\n\n${logged}` : ''}`,
        buttons: ['Restore the backup', 'Quit'],
        defaultId: 0,
        cancelId: 1,
      });
      return choice === 0 ? openCore(dbPath, err.backup.file, settings, venue) : null;
    }
    dialog.showErrorBox('Arbiter cannot open the database', `${dbPath}\n\n${err instanceof Error ? err.message : String(err)}${logged ? `\n\n${logged}` : ''}`);
    return null;
  }
}

/** An event list found empty beside backups with events is said before the desk opens, with the
 * newest of them offered; the file it replaces is kept beside it, as with any restore. */
function offerBackupOfEmpty(core: Core, dbPath: string, settings: ReturnType<typeof electronSettings>, venue: VenuePort): Core | null {
  const empty = emptyNote(core.store.db, dbPath, true);
  if (!empty) return core;
  const choice = dialog.showMessageBoxSync({
    type: 'warning',
    title: 'Arbiter',
    message: 'The database has no events',
    detail: `${empty.message}\n\nIf the events should be here (the file was emptied, or copied without its -wal file), restore that backup. The file it replaces is kept beside it, renamed.`,
    buttons: ['Restore the backup', 'Open it as it is'],
    defaultId: 1,
    cancelId: 1,
  });
  if (choice !== 0) return core;
  core.close();
  return openCore(dbPath, empty.backup.file, settings, venue);
}

export function startShell(paths: ShellPaths, argv: readonly string[]): void {
  app.enableSandbox();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  registerSchemePrivileges();
  let core: Core | null = null;
  let desk: BrowserWindow | null = null;
  let venue: ReturnType<typeof desktopVenue> | null = null;
  // The event the desk last opened the projector for; the menu item reopens it.
  let currentEventId: number | null = null;

  app.whenReady().then(() => {
    installGuards();
    serveRenderer(paths.rendererDir);
    const settings = electronSettings();
    const args = parseCliArgs(argv);
    const dbPath = resolve(args.db ?? join(app.getPath('userData'), defaultDatabaseFile));
    venue = desktopVenue({ staticDir: paths.rendererDir, port: args.port });
    const first = openCore(dbPath, args.restore, settings, venue.port);
    core = first && offerBackupOfEmpty(first, dbPath, settings, venue.port);
    if (!core) {
      app.quit();
      return;
    }
    settings.set({ lastDatabase: dbPath });
    // Hidden print windows read through the same IPC, read-only, like the projector.
    registerIpc(core, (contents) => roleOf(contents) ?? printRoleOf(contents));
    registerPrintIpc({ preloadDir: paths.preloadDir }, roleOf);
    const openProjector = (eventId: number | null, divisionId?: number) => createProjectorWindow(paths, settings, desk, eventId, divisionId);
    const id = z.number().int().positive();
    ipcMain.handle(openProjectorChannel, (event, rawEvent: unknown, rawDivision: unknown) => {
      const eventId = id.safeParse(rawEvent);
      const divisionId = id.optional().safeParse(rawDivision);
      // The same sender check as every other handler: a top frame of app://arbiter, the desk's.
      if (senderRole(event, roleOf) !== 'desk' || !eventId.success || !divisionId.success) return;
      currentEventId = eventId.data;
      openProjector(eventId.data, divisionId.data);
    });
    const opened = core;
    const turnOnVenue = () => venue!.turnOn(opened);
    ipcMain.handle(venueOnChannel, async (event) => {
      if (senderRole(event, roleOf) !== 'desk') return;
      await turnOnVenue();
    });
    installMenu({
      openProjector: () => openProjector(currentEventId),
      turnOnVenue: () => void turnOnVenue().catch((err: unknown) => dialog.showErrorBox('Arbiter cannot turn on venue access', err instanceof Error ? err.message : String(err))),
    });
    desk = createDeskWindow(paths, settings);
    app.on('second-instance', () => desk?.focus());
  }, (err: unknown) => console.error(err));

  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => {
    void venue?.close();
    core?.close();
  });
}
