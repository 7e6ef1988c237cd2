import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { operationNames } from '../../../../shared/contract/operations';
import { channelFor, openProjectorChannel, venueOnChannel } from '../../../../electron/preload/channels';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { recorded, resetFakeElectron, app as fakeApp } from '../../../fakes/electron';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-shell-'));
// electron-store needs a real Electron; the shell's settings port is swapped for the file adapter.
vi.mock('../../../../electron/shell/electron-settings', () => ({ electronSettings: () => fileSettings(join(dir, 'settings.json')) }));

const { startShell } = await import('../../../../electron/shell/app');
const flush = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => resetFakeElectron());

describe('the shell', () => {
  it('starts sandboxed with guards, app:// protocol, an IPC handler per operation, the menu and the desk', async () => {
    const rendererDir = join(dir, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<title>Arbiter</title>');
    startShell({ rendererDir, preloadDir: '/p' }, ['--db', join(dir, 'shell.sqlite')]);
    await flush();
    expect(recorded.sandboxEnabled).toBe(true);
    expect(recorded.privilegedSchemes).toEqual([expect.objectContaining({ scheme: 'app' })]);
    for (const name of operationNames) expect(recorded.ipcHandlers.has(channelFor(name))).toBe(true);
    expect(recorded.ipcHandlers.has(openProjectorChannel)).toBe(true);
    expect(recorded.permissionRequestHandler).not.toBeNull();
    expect(recorded.windows).toHaveLength(1);
    expect(recorded.windows[0]!.loadedUrl).toBe('app://arbiter/index.html#/desk');

    const page: Response = await recorded.protocolHandlers.get('app')!({ url: 'app://arbiter/index.html' });
    expect(await page.text()).toContain('<title>Arbiter</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const missing: Response = await recorded.protocolHandlers.get('app')!({ url: 'app://arbiter/nothing.js' });
    expect([missing.status, missing.headers.get('x-content-type-options')]).toEqual([404, 'nosniff']);
    writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
    for (const url of ['app://arbiter/%2e%2e/secret.txt', 'app://arbiter/..%2fsecret.txt', 'app://other/index.html']) {
      const escape: Response = await recorded.protocolHandlers.get('app')!({ url });
      expect([400, 404], url).toContain(escape.status);
      expect(await escape.text()).not.toContain('outside the renderer');
    }

    const menu = recorded.menuTemplate as { label: string; submenu: { label?: string; click?: () => void }[] }[];
    const item = menu.flatMap((m) => m.submenu).find((i) => i.label === 'Open projector window')!;
    item.click!();
    expect(recorded.windows).toHaveLength(2);
    expect(recorded.windows[1]!.loadedUrl).toBe('app://arbiter/index.html#/display');

    // Only the desk's own top frame may open the projector, and only for a valid event id.
    const desk = recorded.windows[0]!.webContents;
    const top = { url: 'app://arbiter/index.html#/desk', parent: null };
    const open = (sender: unknown, frame: unknown, id: unknown, division?: unknown) => recorded.ipcHandlers.get(openProjectorChannel)!({ sender, senderFrame: frame }, id, division);
    open(desk, top, 'x');
    open(recorded.windows[1]!.webContents, top, 3);
    open(desk, { url: 'https://evil.example/', parent: null }, 3);
    open(desk, { url: 'app://arbiter/index.html', parent: top }, 3);
    expect(recorded.windows).toHaveLength(2);
    open(desk, top, 3, 'B');
    expect(recorded.windows).toHaveLength(2);
    open(desk, top, 3);
    expect(recorded.windows[2]!.loadedUrl).toBe('app://arbiter/index.html#/display/3');
    // A division after the event's first: the projector opens on it.
    open(desk, top, 3, 5);
    expect(recorded.windows[3]!.loadedUrl).toBe('app://arbiter/index.html#/display/3?division=5');

    expect(fileSettings(join(dir, 'settings.json')).get().lastDatabase).toBe(join(dir, 'shell.sqlite'));
    fakeApp.emit('will-quit');
  });

  it('turns venue access on for this launch from the desk or the Venue menu, never from another window', async () => {
    const rendererDir = join(dir, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<title>Arbiter</title>');
    startShell({ rendererDir, preloadDir: '/p' }, ['--db', join(dir, 'venue.sqlite'), '--port', '0']);
    await flush();
    const top = { url: 'app://arbiter/index.html#/desk', parent: null };
    const desk = recorded.windows[0]!.webContents;
    const access = () => recorded.ipcHandlers.get(channelFor('venue.access'))!({ sender: desk, senderFrame: top }, {}) as Promise<{ value: { on: boolean; codes: unknown[] } }>;
    const menu = recorded.menuTemplate as { label: string; submenu: { label?: string; click?: () => void }[] }[];
    expect(menu.find((m) => m.label === 'Venue')!.submenu.map((i) => i.label)).toEqual(['Turn on venue access']);

    recorded.ipcHandlers.get(openProjectorChannel)!({ sender: desk, senderFrame: top }, 1);
    await recorded.ipcHandlers.get(venueOnChannel)!({ sender: recorded.windows[1]!.webContents, senderFrame: top });
    await recorded.ipcHandlers.get(venueOnChannel)!({ sender: desk, senderFrame: { url: 'https://evil.example/', parent: null } });
    expect((await access()).value.on).toBe(false);

    await recorded.ipcHandlers.get(venueOnChannel)!({ sender: desk, senderFrame: top });
    expect((await access()).value).toMatchObject({ on: true, codes: expect.arrayContaining([expect.objectContaining({ role: 'results' })]) });
    fakeApp.emit('will-quit');
  });

  it('offers the newest good backup of a damaged database in a dialog, and opens the desk on it once chosen', async () => {
    const { createCore } = await import('../../../../electron/core/app-core');
    const { listBackups } = await import('../../../../electron/store/backups');
    const dbPath = join(dir, 'damaged.sqlite');
    const seed = createCore({ dbPath, settings: fileSettings(join(dir, 'seed.json')) });
    seed.dispatch('event.create', { name: 'Kept', date: '2026-12-05', ruleset: 'generic' }, { actor: 't', readOnly: false });
    seed.close();
    const backup = listBackups(dbPath)[0]!;
    writeFileSync(dbPath, Buffer.alloc(8192, 0xab));

    recorded.messageBoxAnswer = 1;
    startShell({ rendererDir: join(dir, 'renderer'), preloadDir: '/p' }, ['--db', dbPath]);
    await flush();
    expect(recorded.messageBoxes).toEqual([expect.objectContaining({ message: 'The database is damaged', buttons: ['Restore the backup', 'Quit'] })]);
    expect(recorded.messageBoxes[0]!.detail).toContain(backup.file);
    expect(recorded.windows).toHaveLength(0);

    resetFakeElectron();
    recorded.messageBoxAnswer = 0;
    startShell({ rendererDir: join(dir, 'renderer'), preloadDir: '/p' }, ['--db', dbPath]);
    await flush();
    expect(recorded.windows).toHaveLength(1);
    const events = await recorded.ipcHandlers.get(channelFor('event.list'))!({ sender: recorded.windows[0]!.webContents, senderFrame: { url: 'app://arbiter/index.html', parent: null } }, {});
    expect(events).toMatchObject({ ok: true, value: [{ name: 'Kept' }] });
    fakeApp.emit('will-quit');
  });

  it('says so when the database has no events beside backups with some, naming the newest, and restores it once chosen', async () => {
    const { createCore } = await import('../../../../electron/core/app-core');
    const { listBackups } = await import('../../../../electron/store/backups');
    const dbPath = join(dir, 'emptied.sqlite');
    const seed = createCore({ dbPath, settings: fileSettings(join(dir, 'seed.json')) });
    seed.dispatch('event.create', { name: 'Kept', date: '2026-12-05', ruleset: 'generic' }, { actor: 't', readOnly: false });
    seed.close();
    const backup = listBackups(dbPath)[0]!;
    writeFileSync(dbPath, '');
    const deskCall = async (name: string) =>
      recorded.ipcHandlers.get(channelFor(name))!({ sender: recorded.windows[0]!.webContents, senderFrame: { url: 'app://arbiter/index.html', parent: null } }, {});

    recorded.messageBoxAnswer = 1;
    startShell({ rendererDir: join(dir, 'renderer'), preloadDir: '/p' }, ['--db', dbPath]);
    await flush();
    expect(recorded.messageBoxes).toEqual([expect.objectContaining({ type: 'warning', message: 'The database has no events', buttons: ['Restore the backup', 'Open it as it is'] })]);
    expect(recorded.messageBoxes[0]!.detail).toContain(`the newest is ${backup.file}`);
    expect(await deskCall('event.list')).toMatchObject({ ok: true, value: [] });
    fakeApp.emit('will-quit');

    resetFakeElectron();
    recorded.messageBoxAnswer = 0;
    startShell({ rendererDir: join(dir, 'renderer'), preloadDir: '/p' }, ['--db', dbPath]);
    await flush();
    expect(recorded.messageBoxes).toHaveLength(1);
    expect(recorded.windows).toHaveLength(1);
    expect(await deskCall('event.list')).toMatchObject({ ok: true, value: [{ name: 'Kept' }] });
    fakeApp.emit('will-quit');
  });
});
