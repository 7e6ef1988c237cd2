// Who may read what over the venue network: a guest (no desk token) reads what the room sees and
// nothing personal; a desk opens the address with the token once, and a cookie carries it after.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { phoneQueries } from '../../../../renderer/src/phone/phone-feed';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let host: VenueHost;
let eventId: number;
let roundId: number;

/** A host whose own machine counts as a guest, as another computer on the venue network would. */
async function start(): Promise<void> {
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'desk-secret', trustLoopback: false });
  eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
  for (const [name, dateOfBirth, contact] of [['Ann', '2012-04-01', 'parent +48 600 100 200'], ['Bo', '1990-01-01', 'bo@example.org']]) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId, name, dateOfBirth, contact });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = t.call<{ id: number; version: number }>('round.pair', { eventId, newest: null });
  roundId = t.call<{ id: number }>('round.publish', { roundId: draft.id, version: draft.version }).id;
}
afterEach(async () => {
  await host.close();
  t.dispose();
});

const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${host.url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('a guest on the venue network', () => {
  it('answers every query the phones page calls without a token, with no date of birth nor contact in any answer', async () => {
    await start();
    writeFileSync(join(t.dir, 'renderer', 'phone.html'), '<!doctype html><title>Phone</title>');
    expect(await (await fetch(`${host.url}/phone`)).text()).toContain('Phone');
    const asked: [string, unknown][] = [
      ...phoneQueries.map((name): [string, unknown] => [name, name === 'round.get' ? { roundId } : name.startsWith('event.') || name === 'settings.language' ? {} : { eventId }]),
      ['round.tables', { roundId, tableIds: [1] }],
      ['player.list', { eventId, filter: 'a', limit: 50 }],
      ['clock.now', {}],
    ];
    for (const [name, input] of asked) {
      const res = await post(name, input);
      expect(res.status, name).toBe(200);
      const text = await res.text();
      for (const secret of ['2012-04-01', '1990-01-01', '+48 600', 'bo@example.org']) expect(text, name).not.toContain(secret);
    }
  });

  it('reads pairings, standings and names, without dates of birth, contacts or slip codes', async () => {
    await start();
    const players = ((await (await post('player.list', { eventId })).json()) as { value: Record<string, unknown>[] }).value;
    expect(players.map((p) => p.name)).toEqual(['Ann', 'Bo']);
    for (const p of players) expect(p).toMatchObject({ dateOfBirth: null, contact: null });
    const round = ((await (await post('round.get', { roundId })).json()) as { value: { tables: { id: number; slipCode: string }[] } }).value;
    expect(round.tables.length).toBeGreaterThan(0);
    for (const table of round.tables) expect(table.slipCode).toBe('');
    const tables = ((await (await post('round.tables', { roundId, tableIds: [round.tables[0]!.id] })).json()) as { value: { slipCode: string }[] }).value;
    expect(tables).toHaveLength(1);
    expect(tables[0]!.slipCode).toBe('');
    expect((await post('standings.get', { eventId })).status).toBe(200);
    // The language the desk chose, so a guest's screen reads as the room's; no other setting.
    expect(((await (await post('settings.language', {})).json()) as { value: unknown }).value).toEqual({ language: 'en' });
  });

  it('is refused the desk’s queries and every command, by name', async () => {
    await start();
    for (const [name, input] of [
      ['audit.list', { eventId }],
      ['settings.get', {}],
      ['export.event', { eventId }],
      ['export.csv', { eventId, sheet: 'standings' }],
      ['report.get', { eventId }],
      ['player.exportCsv', { eventId }],
      ['result.findBySlip', { eventId, code: '1-1-ABCD' }],
      ['player.register', { eventId, name: 'Mallory' }],
    ] as const) {
      const r = await post(name, input);
      expect(r.status, name).toBe(403);
      expect(((await r.json()) as { error: { code: string } }).error.code, name).toBe('forbidden');
    }
  });
});

describe('a desk on another machine', () => {
  it('exchanges the token in its address for an HttpOnly cookie, drops it from the address, and reads and writes with it', async () => {
    await start();
    const opened = await fetch(`${host.url}/?token=desk-secret#/desk`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^arbiter_desk=[0-9a-f]{64}; HttpOnly; SameSite=Strict; Path=\/$/);
    expect(cookie).not.toContain('desk-secret');
    const session = { Cookie: cookie.split(';')[0]! };
    const players = ((await (await post('player.list', { eventId }, session)).json()) as { value: { dateOfBirth: string | null }[] }).value;
    expect(players.map((p) => p.dateOfBirth)).toEqual(['2012-04-01', '1990-01-01']);
    expect((await post('player.register', { eventId, name: 'Cy' }, session)).status).toBe(200);
    expect((await post('audit.list', { eventId }, { Cookie: 'arbiter_desk=forged' })).status).toBe(403);
  });

  it('refuses a token of another launch, and still takes the token as a header for scripts', async () => {
    await start();
    const stale = await fetch(`${host.url}/?token=yesterday`, { redirect: 'manual' });
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await post('settings.get', {}, { 'X-Arbiter-Token': 'desk-secret' })).status).toBe(200);
    expect((await post('settings.get', {}, { 'X-Arbiter-Token': 'desk-secreT' })).status).toBe(403);
  });
});

describe('a projector window of the desktop app', () => {
  it('is the room too: the desk’s queries are refused, personal details left out', async () => {
    await start();
    const projector = { actor: 'display', readOnly: true, room: true };
    expect(t.fail('audit.list', { eventId }, projector).code).toBe('forbidden');
    const players = t.call<{ contact: string | null }[]>('player.list', { eventId }, projector);
    expect(players.map((p) => p.contact)).toEqual([null, null]);
  });
});
