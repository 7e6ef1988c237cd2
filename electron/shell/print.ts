// runtime: electron-main. Printing for the desk: a print route is rendered in a hidden window with
// the same hardened preferences and the read-only display preload, and once it reports
// data-print-ready it goes to the system print dialog or, as a PDF, to a file the user picks.
import { BrowserWindow, dialog, ipcMain, type WebContents } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail, ok, type Result } from '../../shared/contract/errors';
import { printChannel } from '../preload/channels';
import { parsePrintRoute, pdfFileName, printHash, type PrintTarget } from '../venue/print-route';
import { senderRole, type RoleOf } from './ipc';
import { secureWindow } from './secure-window';
import { appOrigin } from './security-policy';

export const printModes = ['dialog', 'pdf'] as const;
export type PrintMode = (typeof printModes)[number];
export type PrintOutcome = Result<{ done: boolean; path?: string }>;

/** What printToPDF is asked for: the sheet's own @page size and margins, and its backgrounds. */
export const pdfOptions = { preferCSSPageSize: true, printBackground: true } as const;
export const dialogOptions = { silent: false, printBackground: true } as const;

// Print windows are told apart by their webContents; their calls are read-only, like the projector.
const printContents = new WeakSet<WebContents>();
export const printRoleOf: RoleOf = (contents) => (printContents.has(contents) ? 'print' : undefined);

export interface PrintPaths {
  preloadDir: string;
}

export interface WaitOptions {
  timeoutMs: number;
  intervalMs: number;
}

// Runs in the page (its own world is not needed: it only reads one attribute).
const readinessProbe = `(() => {
  const el = document.querySelector('[data-print-ready="true"], [data-print-error]');
  return el === null ? 'wait' : el.getAttribute('data-print-ready') === 'true' ? 'ready' : 'error';
})()`;

/** Polls the page until its sheet is ready or failed; 'timeout' when neither happens in time. */
export async function waitForPrintReady(contents: WebContents, options: WaitOptions): Promise<'ready' | 'error' | 'timeout'> {
  const until = Date.now() + options.timeoutMs;
  while (Date.now() < until) {
    const state = (await contents.executeJavaScript(readinessProbe)) as string;
    if (state === 'ready' || state === 'error') return state;
    await new Promise((r) => setTimeout(r, options.intervalMs));
  }
  return 'timeout';
}

function openPrintWindow(paths: PrintPaths): BrowserWindow {
  // Roughly a page at 96 dpi; printing lays out by @page, this only sizes the hidden view.
  const win = secureWindow({ show: false, width: 800, height: 1100 }, join(paths.preloadDir, 'display-preload.cjs'));
  printContents.add(win.webContents);
  return win;
}

/** Prints one validated sheet; the hidden window is always destroyed afterwards. */
export async function printTarget(
  paths: PrintPaths,
  target: PrintTarget,
  mode: PrintMode,
  wait: WaitOptions = { timeoutMs: 30_000, intervalMs: 100 },
): Promise<PrintOutcome> {
  // Ask where to save before rendering anything, so a cancel costs nothing.
  let filePath: string | undefined;
  if (mode === 'pdf') {
    const choice = await dialog.showSaveDialog({ defaultPath: pdfFileName(target), filters: [{ name: 'PDF', extensions: ['pdf'] }] });
    if (choice.canceled || !choice.filePath) return ok({ done: false });
    filePath = choice.filePath;
  }
  const win = openPrintWindow(paths);
  try {
    await win.loadURL(`${appOrigin}/index.html${printHash(target)}`);
    const state = await waitForPrintReady(win.webContents, wait);
    if (state !== 'ready') {
      return state === 'timeout'
        ? fail('internal', 'The sheet did not finish loading.', { reason: 'sheet_timeout' })
        : fail('internal', 'The sheet could not load its data.', { reason: 'sheet_unloaded' });
    }
    if (mode === 'dialog') {
      const done = await new Promise<boolean>((resolve) => win.webContents.print(dialogOptions, (success) => resolve(success)));
      return ok({ done });
    }
    const data = await win.webContents.printToPDF(pdfOptions);
    await writeFile(filePath!, data);
    return ok({ done: true, path: filePath! });
  } catch (err) {
    return fail('internal', err instanceof Error ? err.message : String(err), { reason: 'print_failed' });
  } finally {
    if (!win.isDestroyed()) win.destroy();
  }
}

/** The desk's print channel: only the desk's own top frame, only a known sheet route and mode. */
export function registerPrintIpc(paths: PrintPaths, roleOf: RoleOf): void {
  ipcMain.handle(printChannel, async (event, route: unknown, mode: unknown): Promise<PrintOutcome> => {
    if (senderRole(event, roleOf) !== 'desk') return fail('forbidden', 'Only the desk may print.', { reason: 'print_desk_only' });
    const target = parsePrintRoute(route);
    if (!target) return fail('validation', 'Not a printable sheet.', { fields: [{ path: 'route', message: 'Unknown sheet route' }] });
    if (!printModes.includes(mode as PrintMode)) return fail('validation', 'Unknown print mode.', { fields: [{ path: 'mode', message: 'dialog or pdf' }] });
    return printTarget(paths, target, mode as PrintMode);
  });
}
