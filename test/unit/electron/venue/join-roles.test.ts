// Desks joining the venue by code, over HTTP: the code buys a role's session cookie; the role's
// refusals are 403s naming the role; a revoked desk's next call is refused and its socket closed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Role } from '../../../../shared/contract/roles';
import { joinCodes, type JoinCodes } from '../../../../electron/venue/join-codes';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { venueAccess } from '../../../../electron/venue/venue-access';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let host: VenueHost;
let codes: JoinCodes;
let eventId: number;

async function start(): Promise<void> {
  codes = joinCodes();
  t = tempCore({ venue: venueAccess(codes, () => host.port) });
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'desk-secret', trustLoopback: false, codes });
  eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
}
afterEach(async () => {
  await host.close();
  t.dispose();
});

const codeOf = (role: Role) => codes.list().find((c) => c.role === role)!.code;
const json = { 'Content-Type': 'application/json' };

async function joinAs(code: string): Promise<{ status: number; cookie: string; body: unknown }> {
  const res = await fetch(`${host.url}/venue/join`, { method: 'POST', headers: json, body: JSON.stringify({ code }) });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, body: await res.json() };
}
const post = (cookie: string, name: string, body: unknown) => fetch(`${host.url}/api/${name}`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify(body) });

describe('joining by code', () => {
  it('gives an HttpOnly, SameSite=Strict session of the role, and refuses a wrong code', async () => {
    await start();
    const res = await fetch(`${host.url}/venue/join`, { method: 'POST', headers: json, body: JSON.stringify({ code: codeOf('registration') }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, value: { role: 'registration' } });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^arbiter_join=[0-9a-f]{64}; HttpOnly; SameSite=Strict; Path=\/$/);
    expect(cookie).not.toContain(codeOf('registration'));
    const wrong = await joinAs('AAAAAAAA');
    expect(wrong.status).toBe(403);
    expect(wrong.cookie).toBe('');
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'forbidden', details: { reason: 'wrong_join_code' } } });
  });

  it('slows down an address after a few wrong codes, the right one included', async () => {
    await start();
    for (let i = 0; i < 3; i++) await joinAs('AAAAAAAA');
    const res = await joinAs(codeOf('results'));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error: { details: { reason: 'join_wait' } } });
  });

  it('lets a registration desk check in and refuses a display’s write with 403 naming the role', async () => {
    await start();
    const desk = (await joinAs(codeOf('registration'))).cookie;
    const registered = (await (await post(desk, 'player.register', { eventId, name: 'Ann' })).json()) as { value: { id: number; version: number } };
    expect((await post(desk, 'player.checkIn', { id: registered.value.id, version: registered.value.version })).status).toBe(200);
    const display = (await joinAs(codeOf('display'))).cookie;
    const refused = await post(display, 'player.register', { eventId, name: 'Bo' });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { message: string; details: Record<string, unknown> } };
    expect(body.error.details).toMatchObject({ reason: 'role_forbidden', role: 'display', operation: 'player.register' });
    expect(body.error.message).toContain('display');
    expect((await post(display, 'player.list', { eventId })).status).toBe(200);
  });

  it('gives players’ dates of birth and contacts to the registration desk, and names only to the results desk and the display', async () => {
    await start();
    t.call('player.register', { eventId, name: 'Ann', dateOfBirth: '2012-04-01', contact: 'parent +48 600 100 200' });
    const read = async (role: Role) => ((await (await post((await joinAs(codeOf(role))).cookie, 'player.list', { eventId })).json()) as { value: Record<string, unknown>[] }).value;
    expect(await read('registration')).toEqual([expect.objectContaining({ name: 'Ann', dateOfBirth: '2012-04-01', contact: 'parent +48 600 100 200' })]);
    for (const role of ['results', 'display'] as const) expect(await read(role)).toEqual([expect.objectContaining({ name: 'Ann', dateOfBirth: null, contact: null })]);
  });

  it('refuses a revoked desk at its next call and closes its socket; a new code joins again', async () => {
    await start();
    const desk = (await joinAs(codeOf('results'))).cookie;
    expect((await post(desk, 'round.list', { eventId })).status).toBe(200);
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`, { headers: { Cookie: desk } });
    await new Promise((open) => ws.once('open', open));
    const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
    codes.revoke('results');
    expect(await closed).toBe(4403);
    const refused = await post(desk, 'round.list', { eventId });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden', details: { reason: 'desk_revoked' } } });
    const again = await joinAs(codeOf('results'));
    expect((await post(again.cookie, 'round.list', { eventId })).status).toBe(200);
  });

  it('shows the codes to the head judge only, and revokes through the contract', async () => {
    await start();
    const desk = (await joinAs(codeOf('registration'))).cookie;
    const head = { 'X-Arbiter-Token': 'desk-secret' };
    const access = (await (await fetch(`${host.url}/api/venue.access`, { method: 'POST', headers: { ...json, ...head }, body: '{}' })).json()) as {
      value: { on: boolean; codes: { role: string; code: string; joinAddress: string }[] };
    };
    expect(access.value.on).toBe(true);
    const registration = access.value.codes.find((c) => c.role === 'registration')!;
    expect(registration.code).toBe(codeOf('registration'));
    expect(registration.joinAddress).toMatch(new RegExp(`^http://[0-9.]+:${host.port}/#/join/${registration.code}$`));
    expect(await (await post(desk, 'venue.role', {})).json()).toEqual({ ok: true, value: { role: 'registration' } });
    expect((await post(desk, 'venue.access', {})).status).toBe(403);
    expect((await post('', 'venue.access', {})).status).toBe(403);
    const revoked = await fetch(`${host.url}/api/venue.revoke`, { method: 'POST', headers: { ...json, ...head }, body: JSON.stringify({ role: 'registration' }) });
    expect(revoked.status).toBe(200);
    expect(codeOf('registration')).not.toBe(registration.code);
    expect(await (await post(desk, 'venue.role', {})).json()).toMatchObject({ error: { details: { reason: 'desk_revoked' } } });
    // The audit keeps who revoked which role, never a code.
    const rows = t.core.store.db.prepare("SELECT * FROM audit WHERE operation = 'venue.revoke'").all();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).toContain('registration');
    expect(JSON.stringify(rows)).not.toContain(registration.code);
    expect(JSON.stringify(rows)).not.toContain(codeOf('registration'));
  });
});
