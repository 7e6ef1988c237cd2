import { beforeEach, describe, expect, it, vi } from 'vitest';

const exposed = new Map<string, Record<string, (...args: unknown[]) => unknown>>();
const invoked: string[] = [];
const asked: string[] = [];
vi.mock('electron', async () => {
  // The main process answers the projector's preload with the contract's room queries (shell/ipc.ts).
  const { roomQueryNames } = await import('../../../shared/contract/operations');
  return {
    contextBridge: { exposeInMainWorld: (key: string, api: Record<string, (...args: unknown[]) => unknown>) => exposed.set(key, api) },
    ipcRenderer: {
      invoke: async (channel: string) => (invoked.push(channel), { ok: true, value: [] }),
      sendSync: (channel: string) => (asked.push(channel), channel === 'arbiter-shell:room-queries' ? roomQueryNames() : undefined),
      on() {},
      removeListener() {},
    },
  };
});

beforeEach(() => {
  exposed.clear();
  invoked.length = 0;
  asked.length = 0;
  vi.resetModules();
});

describe('preloads', () => {
  it('the projector may run the room’s queries; its commands and the desk’s queries never reach IPC', async () => {
    await import('../../../electron/preload/display');
    const api = exposed.get('arbiter')!;
    expect(Object.keys(api).sort()).toEqual(['call', 'onChange']);
    expect(await api.call!('event.list', {})).toEqual({ ok: true, value: [] });
    expect(await api.call!('event.create', { name: 'x' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await api.call!('__proto__', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // A desk-only query (personal settings, the audit trail) is not the room's either.
    expect(await api.call!('audit.list', { eventId: 1 })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(invoked).toEqual(['arbiter:event.list']);
    expect(asked).toEqual(['arbiter-shell:room-queries']);
  });

  it('the desk gets every operation, opening the projector and printing, nothing else', async () => {
    await import('../../../electron/preload/desk');
    const api = exposed.get('arbiter')!;
    expect(Object.keys(api).sort()).toEqual(['call', 'onChange', 'openProjector', 'print', 'turnOnVenue']);
    await api.call!('event.create', {});
    expect(invoked).toEqual(['arbiter:event.create']);
  });
});
