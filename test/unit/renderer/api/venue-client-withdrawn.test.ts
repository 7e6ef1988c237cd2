// A desk hears that its access was withdrawn from its socket's closing code or a refused call, does
// not knock again while withdrawn, and after joining again listens under its new session and reads
// everything afresh.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((closed: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

let answer: unknown = { ok: true, value: {} };

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  FakeSocket.opened = [];
  answer = { ok: true, value: {} };
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', async () => ({ json: async () => answer }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function load() {
  const access = await import('../../../../renderer/src/api/access-withdrawn');
  const { venueClient } = await import('../../../../renderer/src/api/venue-client');
  const client = venueClient('http://host:4780');
  const heard: ChangeEvent[] = [];
  client.onChange((c) => heard.push(c));
  return { access, client, heard };
}

it('is withdrawn the moment the host closes its socket for revocation, and does not reconnect until it joins again', async () => {
  const { access, heard } = await load();
  expect(FakeSocket.opened).toHaveLength(1);
  FakeSocket.opened[0]!.onclose!({ code: 4403 });
  expect(access.isWithdrawn()).toBe(true);
  vi.advanceTimersByTime(5000);
  expect(FakeSocket.opened).toHaveLength(1);

  access.joined();
  expect(access.isWithdrawn()).toBe(false);
  expect(FakeSocket.opened).toHaveLength(2);
  expect(heard).toEqual([{ entity: 'event', eventId: null, operation: 'reconnect' }]);
});

it('a dropped socket reconnects as before; a socket closed while withdrawn waits for the new code', async () => {
  const { access } = await load();
  FakeSocket.opened[0]!.onclose!({ code: 1006 });
  vi.advanceTimersByTime(1000);
  expect(FakeSocket.opened).toHaveLength(2);
  access.withdraw();
  FakeSocket.opened[1]!.onclose!({ code: 1006 });
  vi.advanceTimersByTime(5000);
  expect(FakeSocket.opened).toHaveLength(2);
});

it('is withdrawn by a call refused as revoked, and not by other refusals', async () => {
  const { access, client } = await load();
  answer = { ok: false, error: { code: 'forbidden', message: 'Not its work.', details: { reason: 'role_forbidden' } } };
  await client.call('player.register', { eventId: 1, name: 'Gil' });
  expect(access.isWithdrawn()).toBe(false);
  answer = { ok: false, error: { code: 'forbidden', message: 'Revoked.', details: { reason: 'desk_revoked' } } };
  await client.call('player.register', { eventId: 1, name: 'Gil' });
  expect(access.isWithdrawn()).toBe(true);
});

it('joining closes the socket of the session before and listens under the new one', async () => {
  const { access } = await load();
  const before = FakeSocket.opened[0]!;
  access.joined();
  expect(before.closed).toBe(true);
  // Its closing is no dropped connection: no second socket a second later.
  vi.advanceTimersByTime(5000);
  expect(FakeSocket.opened).toHaveLength(2);
});
