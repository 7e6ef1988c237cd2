import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operationNames } from '../../../../shared/contract/operations';
import { changeChannel, channelFor, roomQueriesChannel } from '../../../../electron/preload/channels';
import { registerIpc } from '../../../../electron/shell/ipc';
import type { WindowRole } from '../../../../electron/shell/security-policy';
import { FakeBrowserWindow, recorded, resetFakeElectron } from '../../../fakes/electron';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const roles = new Map<unknown, WindowRole>();
beforeEach(() => {
  resetFakeElectron();
  t = tempCore();
  registerIpc(t.core, (wc) => roles.get(wc));
});
afterEach(() => t.dispose());

function invoke(name: string, input: unknown, opts: { role?: WindowRole; url?: string; subframe?: boolean } = {}) {
  const sender = {};
  if (opts.role) roles.set(sender, opts.role);
  const event = { sender, senderFrame: { url: opts.url ?? 'app://arbiter/index.html#/desk', parent: opts.subframe ? {} : null } };
  return recorded.ipcHandlers.get(channelFor(name))!(event, input);
}

const newEvent = { name: 'Open', date: '2026-12-05', ruleset: 'generic' };

describe('IPC', () => {
  it('has a handler for every contract operation', () => {
    for (const name of operationNames) expect(recorded.ipcHandlers.has(channelFor(name)), name).toBe(true);
  });

  it('runs a desk command through the dispatcher', () => {
    expect(invoke('event.create', newEvent, { role: 'desk' })).toMatchObject({ ok: true, value: { name: 'Open' } });
    expect(t.core.store.audit.recent(1)[0]).toMatchObject({ actor: 'desk', operation: 'event.create' });
  });

  it('lets the projector query but not command', () => {
    expect(invoke('event.list', {}, { role: 'display' })).toMatchObject({ ok: true });
    expect(invoke('event.create', newEvent, { role: 'display' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // It shows what the room sees: the desk's queries are refused.
    expect(invoke('settings.get', {}, { role: 'display' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(invoke('settings.get', {}, { role: 'desk' })).toMatchObject({ ok: true });
  });

  it('refuses unknown windows, subframes and foreign pages', () => {
    expect(invoke('event.list', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(invoke('event.list', {}, { role: 'desk', subframe: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(invoke('event.create', newEvent, { role: 'desk', url: 'https://evil.example/' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(t.core.store.events.list()).toEqual([]);
  });

  it('tells the projector\'s preload the queries the room may read, the features\' too, and a foreign page none', () => {
    const ask = (opts: { role?: WindowRole; url?: string }) => {
      const sender = {};
      if (opts.role) roles.set(sender, opts.role);
      const event = { sender, senderFrame: { url: opts.url ?? 'app://arbiter/index.html#/display', parent: null }, returnValue: undefined as unknown };
      recorded.ipcHandlers.get(roomQueriesChannel)!(event);
      return event.returnValue as string[];
    };
    const names = ask({ role: 'display' });
    expect(names).toEqual(expect.arrayContaining(['round.get', 'standings.get', 'map.get', 'notice.get']));
    expect(names).not.toContain('settings.get');
    expect(names).not.toContain('event.create');
    expect(ask({ role: 'display', url: 'https://evil.example/' })).toEqual([]);
  });

  it('sends every change event to every window', () => {
    const a = new FakeBrowserWindow({});
    const b = new FakeBrowserWindow({});
    invoke('event.create', newEvent, { role: 'desk' });
    for (const w of [a, b]) expect(w.webContents.sent).toEqual([{ channel: changeChannel, args: [expect.objectContaining({ entity: 'event', operation: 'event.create' })] }]);
  });
});
