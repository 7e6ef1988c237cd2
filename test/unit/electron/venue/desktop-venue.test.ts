// Venue access in the desktop app: off at start (venue.access says so, no codes), turned on by the
// shell for this launch: the venue host then serves the same core, every window hears of it, and
// a computer on the network joins with its role's code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../../shared/contract/changes';
import type { VenueAccess } from '../../../../shared/model/venue';
import { desktopVenue, type DesktopVenue } from '../../../../electron/venue/desktop-venue';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let venue: DesktopVenue;
afterEach(async () => {
  await venue.close();
  t.dispose();
});

function start(): void {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-renderer-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  venue = desktopVenue({ staticDir: dir, port: 0, chromiumPath: null });
  t = tempCore({ venue: venue.port });
}

describe('venue access in the desktop app', () => {
  it('is off until the shell turns it on; then the host serves the core and a desk joins by code', async () => {
    start();
    expect(t.call<VenueAccess>('venue.access', {})).toEqual({ on: false, addresses: [], codes: [] });
    expect(t.call('venue.address', {})).toEqual({ address: null });
    const heard: ChangeEvent[] = [];
    t.core.subscribe((c) => heard.push(c));

    const access = await venue.turnOn(t.core);
    expect(access.on).toBe(true);
    expect(access.codes.map((c) => c.role).sort()).toEqual(['display', 'head_judge', 'registration', 'results']);
    expect(t.call<VenueAccess>('venue.access', {})).toEqual(access);
    // The projector and printed pairings point the phones there (a room query: no code in it).
    expect(t.call('venue.address', {})).toEqual({ address: access.addresses[0] });
    expect(heard).toEqual([{ entity: 'venue', eventId: null, operation: 'venue.on' }]);
    // Turned on again: the same host, the same codes.
    expect(await venue.turnOn(t.core)).toEqual(access);

    const port = Number(new URL(access.addresses[0]!).port);
    const base = `http://127.0.0.1:${port}`;
    const code = access.codes.find((c) => c.role === 'registration')!.code;
    const joined = await fetch(`${base}/venue/join`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(await joined.json()).toEqual({ ok: true, value: { role: 'registration' } });
    const cookie = joined.headers.get('set-cookie')!.split(';')[0]!;
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
    const register = await fetch(`${base}/api/player.register`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ eventId, name: 'Ann Lee' }) });
    expect(register.status).toBe(200);
    const pair = await fetch(`${base}/api/round.pair`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ eventId }) });
    expect(pair.status).toBe(403);
  });

  it('revokes nothing while off', () => {
    start();
    expect(t.call<VenueAccess>('venue.revoke', { role: 'results' })).toEqual({ on: false, addresses: [], codes: [] });
  });
});
