import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { printChannel } from '../../../../electron/preload/channels';
import { printRoleOf, printTarget, registerPrintIpc } from '../../../../electron/shell/print';
import type { WindowRole } from '../../../../electron/shell/security-policy';
import { parsePrintRoute } from '../../../../electron/venue/print-route';
import { recorded, resetFakeElectron } from '../../../fakes/electron';
import { hardenedWebPreferences } from '../../../fixtures/hardened-web-preferences';

const paths = { preloadDir: '/app/dist/electron' };
const roles = new Map<unknown, WindowRole>();
const desk = {};
roles.set(desk, 'desk');
const display = {};
roles.set(display, 'display');

const secure = hardenedWebPreferences;

beforeEach(() => {
  resetFakeElectron();
  registerPrintIpc(paths, (wc) => roles.get(wc));
});

function invoke(route: unknown, mode: unknown, opts: { sender?: object; url?: string; subframe?: boolean } = {}) {
  const event = { sender: opts.sender ?? desk, senderFrame: { url: opts.url ?? 'app://arbiter/index.html#/desk/rounds', parent: opts.subframe ? {} : null } };
  return recorded.ipcHandlers.get(printChannel)!(event, route, mode);
}

describe('printing from the desk', () => {
  it('renders the route in a hidden, hardened window with the read-only preload, then opens the system dialog', async () => {
    const result = await invoke('#/print/slips/12?per=4&paper=letter', 'dialog');
    expect(result).toEqual({ ok: true, value: { done: true } });
    expect(recorded.windows).toHaveLength(1);
    const win = recorded.windows[0]!;
    expect(win.options.show).toBe(false);
    expect(win.options.webPreferences).toMatchObject({ ...secure, preload: '/app/dist/electron/display-preload.cjs' });
    expect(win.loadedUrl).toBe('app://arbiter/index.html#/print/slips/12?per=4&paper=letter');
    expect(recorded.printCalls).toEqual([{ options: { silent: false, printBackground: true } }]);
    expect(recorded.pdfCalls).toHaveLength(0);
    // The window is gone afterwards, and while it lived its calls counted as the read-only print role.
    expect(win.destroyed).toBe(true);
    expect(printRoleOf(win.webContents as never)).toBe('print');
    expect(printRoleOf({} as never)).toBeUndefined();
  });

  it('reports a cancelled dialog as not done', async () => {
    recorded.printSucceeds = false;
    expect(await invoke('#/print/standings/3?paper=a4', 'dialog')).toEqual({ ok: true, value: { done: false } });
  });

  it('saves a PDF where the user picks, with the CSS page size and backgrounds', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arbiter-print-')), 'slips.pdf');
    recorded.saveDialogResult = { canceled: false, filePath: file };
    const result = await invoke('#/print/pairings/5?by=table&paper=a4', 'pdf');
    expect(result).toEqual({ ok: true, value: { done: true, path: file } });
    expect(recorded.saveDialogs).toEqual([
      expect.objectContaining({ defaultPath: 'arbiter-pairings-5-table-a4.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] }),
    ]);
    expect(recorded.pdfCalls).toEqual([{ options: { preferCSSPageSize: true, printBackground: true } }]);
    expect(readFileSync(file, 'utf8')).toContain('%PDF');
    expect(recorded.windows[0]!.destroyed).toBe(true);
  });

  it('renders nothing when the save dialog is cancelled', async () => {
    recorded.saveDialogResult = { canceled: true, filePath: undefined };
    expect(await invoke('#/print/slips/1', 'pdf')).toEqual({ ok: true, value: { done: false } });
    expect(recorded.windows).toHaveLength(0);
  });

  it('fails, and closes the window, when the sheet reports an error or never gets ready', async () => {
    recorded.printReadyState = 'error';
    expect(await invoke('#/print/slips/1?per=2', 'dialog')).toMatchObject({ ok: false, error: { code: 'internal' } });
    recorded.printReadyState = 'wait';
    const slow = await printTarget(paths, parsePrintRoute('#/print/slips/1')!, 'dialog', { timeoutMs: 50, intervalMs: 10 });
    expect(slow).toMatchObject({ ok: false, error: { code: 'internal', message: expect.stringContaining('did not finish') } });
    expect(recorded.windows.every((w) => w.destroyed)).toBe(true);
    expect(recorded.printCalls).toHaveLength(0);
  });

  it('accepts print requests only from the desk’s own top frame', async () => {
    const route = '#/print/slips/1?per=2&paper=a4';
    expect(await invoke(route, 'dialog', { sender: display })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await invoke(route, 'dialog', { sender: {} })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await invoke(route, 'dialog', { url: 'https://evil.example/#/desk' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await invoke(route, 'dialog', { subframe: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(recorded.windows).toHaveLength(0);
  });

  it('refuses hostile routes and unknown modes without opening a window', async () => {
    const hostile: unknown[] = [
      'https://evil.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      '#/desk',
      '#/print/slips/12?per=3',
      '#/print/slips/12?per=2&per=4',
      '#/print/slips/12?autoprint=1',
      '#/print/slips/12?paper=a4&x=1',
      '#/print/slips/0',
      '#/print/slips/-1',
      '#/print/slips/1e3',
      '#/print/slips/12/../../etc',
      '#/print/audit/12',
      '#/print/slips/12?paper=a4#/display',
      '#/print/slips/12?paper=A4',
      '#/print/slips/12?paper=a4%00',
      '#/print/constructor/1',
      '#/print/slips/1234567890',
      `#/print/slips/12?${'paper=a4&'.repeat(40)}`,
      ' #/print/slips/12',
      '#/print/slips/12 ',
      12,
      null,
      { route: '#/print/slips/12' },
    ];
    for (const route of hostile) {
      expect(await invoke(route, 'dialog'), String(route)).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    for (const mode of ['silent', '', null, { mode: 'pdf' }]) {
      expect(await invoke('#/print/slips/12', mode), String(mode)).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(recorded.windows).toHaveLength(0);
  });

  it('rebuilds the loaded route from the parsed values, in a fixed order', async () => {
    await invoke('#/print/slips/7?paper=letter&per=1', 'dialog');
    expect(recorded.windows[0]!.loadedUrl).toBe('app://arbiter/index.html#/print/slips/7?per=1&paper=letter');
  });
});
