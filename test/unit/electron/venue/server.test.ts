import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let host: VenueHost;
beforeEach(async () => {
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'secret' });
});
afterEach(async () => {
  await host.close();
  t.dispose();
});

const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${host.url}/api/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function event(): Promise<number> {
  const r = await post('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' });
  return ((await r.json()) as { value: { id: number } }).value.id;
}

describe('venue host', () => {
  it('serves the renderer with the CSP', async () => {
    const r = await fetch(`${host.url}/`);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<title>Arbiter</title>');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('returns the validation error naming the field for a bad body and writes nothing', async () => {
    const id = await event();
    const r = await post('player.register', { eventId: id, name: '   ', dateOfBirth: '12/05/2010' });
    expect(r.status).toBe(400);
    const body = (await r.json()) as { ok: boolean; error: { code: string; details: { fields: { path: string }[] } } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('validation');
    expect(body.error.details.fields.map((f) => f.path).sort()).toEqual(['dateOfBirth', 'name']);
    const list = await (await post('player.list', { eventId: id })).json();
    expect(list).toEqual({ ok: true, value: [] });
  });

  it('returns conflict for a stale version', async () => {
    const id = await event();
    const p = ((await (await post('player.register', { eventId: id, name: 'Ilse' })).json()) as { value: { id: number } }).value;
    expect((await post('player.checkIn', { id: p.id, version: 0 })).status).toBe(200);
    const stale = await post('player.update', { id: p.id, version: 0, name: 'Someone else' });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict');
  });

  it('refuses non-JSON bodies, broken JSON, foreign origins and foreign hosts', async () => {
    const text = await fetch(`${host.url}/api/event.create`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(400);
    expect((await post('event.create', '{"name":')).status).toBe(400);
    const cross = await post('event.create', { name: 'X', date: '2026-12-05', ruleset: 'generic' }, { Origin: 'http://evil.example' });
    expect(cross.status).toBe(403);
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(`${host.url}/`, { headers: { Host: `evil.example:${host.port}` } }, (res) => resolve(res.statusCode!)).end();
    });
    expect(status).toBe(403);
    expect((await (await post('event.list', {})).json()) as unknown).toEqual({ ok: true, value: [] });
  });

  it('refuses to turn venue access on through the API: it is per launch, never stored', async () => {
    const r = await post('settings.set', { venueAccess: true });
    expect(r.status).toBe(400);
    const settings = (await (await post('settings.get', {})).json()) as { value: Record<string, unknown> };
    expect(settings.value).not.toHaveProperty('venueAccess');
  });

  it('pushes a change event to WebSocket clients after each committed command', async () => {
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`);
    await new Promise((resolve) => ws.once('open', resolve));
    const got = new Promise<unknown>((resolve) => ws.once('message', (m) => resolve(JSON.parse(String(m)))));
    const id = await event();
    expect(await got).toEqual({ entity: 'event', eventId: id, operation: 'event.create' });
    ws.close();
  });

  it('refuses a WebSocket from a foreign origin', async () => {
    const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`, { origin: 'http://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      ws.once('open', () => resolve('open'));
      ws.once('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });
});
