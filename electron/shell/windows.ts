// runtime: electron-main. The desk and projector windows and which role each webContents has.
import { screen, type BrowserWindow, type Display, type WebContents } from 'electron';
import { join } from 'node:path';
import type { SettingsPort } from '../settings/port';
import { secureWindow } from './secure-window';
import { appOrigin, type WindowRole } from './security-policy';

const roles = new WeakMap<WebContents, WindowRole>();
export const roleOf = (contents: WebContents) => roles.get(contents);

export interface WindowPaths {
  /** Folder holding the bundled preloads (desk-preload.cjs, display-preload.cjs). */
  preloadDir: string;
}

export function createDeskWindow(paths: WindowPaths, settings: SettingsPort): BrowserWindow {
  const bounds = settings.get().deskBounds;
  const win = secureWindow({ ...(bounds ?? { width: 1280, height: 800 }), title: 'Arbiter', show: false }, join(paths.preloadDir, 'desk-preload.cjs'));
  roles.set(win.webContents, 'desk');
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    const b = win.getBounds();
    settings.set({ deskBounds: { x: b.x, y: b.y, width: b.width, height: b.height } });
  });
  void win.loadURL(`${appOrigin}/index.html#/desk`);
  return win;
}

/** The projector goes fullscreen on the chosen display, else on the first display that is not
 * the desk's; with one display it opens as a normal window. */
export function pickProjectorDisplay(displays: Display[], deskDisplayId: number, chosenId: number | null): Display | undefined {
  return displays.find((d) => d.id === chosenId) ?? displays.find((d) => d.id !== deskDisplayId);
}

/** `divisionId`: a division of the event to show (its first when absent). */
export function createProjectorWindow(paths: WindowPaths, settings: SettingsPort, desk: BrowserWindow | null, eventId: number | null, divisionId?: number): BrowserWindow {
  const deskDisplay = desk ? screen.getDisplayMatching(desk.getBounds()).id : -1;
  const target = pickProjectorDisplay(screen.getAllDisplays(), deskDisplay, settings.get().projectorDisplayId);
  const win = secureWindow(
    { ...(target ? { ...target.bounds, fullscreen: true } : { width: 1280, height: 720 }), title: 'Arbiter — projector', backgroundColor: '#000000' },
    join(paths.preloadDir, 'display-preload.cjs'),
  );
  roles.set(win.webContents, 'display');
  // Without an event the display shows the newest one.
  const division = eventId && divisionId ? `?division=${divisionId}` : '';
  void win.loadURL(`${appOrigin}/index.html#/display${eventId ? `/${eventId}` : ''}${division}`);
  return win;
}
