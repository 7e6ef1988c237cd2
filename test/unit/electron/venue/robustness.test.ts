// The venue host never stops and never answers outside the contract's error shape, whatever it
// is sent: malformed addresses, huge or slow bodies, too many connections, a handler that throws.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../../../electron/core/app-core';
import { startVenueHost, type VenueHost, type VenueOptions } from '../../../../electron/venue/server';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore | null = null;
let host: VenueHost | null = null;
let logged: unknown[] = [];

async function start(more: Partial<VenueOptions> = {}): Promise<VenueHost> {
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  logged = [];
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'secret', log: (e) => logged.push(e), ...more });
  return host;
}

afterEach(async () => {
  await host?.close();
  t?.dispose();
  host = null;
  t = null;
});

/** A request with the path sent byte for byte (fetch would normalise or refuse it). */
function raw(h: VenueHost, method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; text: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: h.port, method, path, headers: { Host: `127.0.0.1:${h.port}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const jsonError = (r: { type: string | undefined; text: string }) => {
  expect(r.type).toBe('application/json; charset=utf-8');
  const body = JSON.parse(r.text) as { ok: boolean; error: { code: string; message: string } };
  expect(body.ok).toBe(false);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
};

async function stillServing(h: VenueHost) {
  const r = await raw(h, 'POST', '/api/event.list', '{}');
  expect(r.status).toBe(200);
  expect(JSON.parse(r.text)).toEqual({ ok: true, value: [] });
}

describe('the venue host survives malformed requests', () => {
  it('answers a broken percent-encoding anywhere in the address with a JSON 400 and keeps serving', async () => {
    const h = await start();
    for (const [method, path] of [
      ['GET', '/api/%'],
      ['POST', '/api/%E0%A4%A'],
      ['POST', '/api/event.%ZZlist'],
      ['GET', '/%'],
      ['GET', '/assets/%C0'],
      ['GET', '/pdf/slips/%'],
    ] as const) {
      const r = await raw(h, method, path, method === 'POST' ? '{}' : undefined);
      expect(r.status, path).toBe(400);
      expect(jsonError(r).code, path).toBe('validation');
    }
    await stillServing(h);
  });

  it('refuses with the JSON error shape: a foreign host, a wrong method, a missing file, an unknown operation', async () => {
    const h = await start();
    const foreign = await raw(h, 'GET', '/', undefined, { Host: `evil.example:${h.port}` });
    expect(foreign.status).toBe(403);
    expect(jsonError(foreign).code).toBe('forbidden');
    const method = await raw(h, 'DELETE', '/');
    expect(method.status).toBe(405);
    expect(jsonError(method).code).toBe('validation');
    const getApi = await raw(h, 'GET', '/api/event.list');
    expect(getApi.status).toBe(405);
    const missing = await raw(h, 'GET', '/no-such-file.js');
    expect(missing.status).toBe(404);
    expect(jsonError(missing).code).toBe('not_found');
    const unknown = await raw(h, 'POST', '/api/event.explode', '{}');
    expect(unknown.status).toBe(404);
    expect(jsonError(unknown).code).toBe('not_found');
  });

  it('answers a body over 1 MB with a JSON 413 instead of cutting the connection, and writes nothing', async () => {
    const h = await start();
    const big = JSON.stringify({ name: 'x'.repeat(1_200_000), date: '2026-12-05', ruleset: 'generic' });
    const r = await raw(h, 'POST', '/api/event.create', big);
    expect(r.status).toBe(413);
    expect(jsonError(r).code).toBe('validation');
    await stillServing(h);
  });

  it('takes an event file over 1 MB from the head judge only: a guest meets the 1 MB limit', async () => {
    const file = JSON.stringify({ document: { format: 'arbiter-event-export', version: 4, padding: 'x'.repeat(3_000_000) } });
    const judge = await raw(await start(), 'POST', '/api/event.import', file);
    // Read whole, then refused for what it is: not an event file.
    expect(judge.status).toBe(400);
    expect(jsonError(judge).code).toBe('validation');
    expect(judge.text).not.toContain('body_too_large');
    await host!.close();
    t!.dispose();
    const guest = await raw(await start({ trustLoopback: false }), 'POST', '/api/event.import', file);
    expect(guest.status).toBe(413);
    expect(guest.text).toContain('body_too_large');
  });

  it('drops a request whose headers or body trickle in past the time limit', async () => {
    const h = await start({ limits: { requestTimeoutMs: 300 } });
    const socket = connect(h.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`POST /api/event.list HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
    const started = Date.now();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString('utf8')));
      socket.once('close', () => resolve(text));
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ ok: false, error: { code: 'validation' } });
    await stillServing(h);
  });

  it('cuts connections past the cap for one address, and serves again once they close', async () => {
    const h = await start({ limits: { maxConnectionsPerAddress: 3 } });
    const sockets: Socket[] = [];
    for (let i = 0; i < 3; i++) {
      const s = connect(h.port, '127.0.0.1');
      await new Promise((resolve) => s.once('connect', resolve));
      sockets.push(s);
    }
    const extra = connect(h.port, '127.0.0.1');
    const closed = await new Promise<boolean>((resolve) => {
      extra.once('close', () => resolve(true));
      extra.once('data', () => resolve(false));
      extra.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n\r\n`);
    });
    expect(closed).toBe(true);
    await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.end(() => resolve()))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stillServing(h);
  });

  it('answers a JSON 500 and keeps serving when a handler throws, and logs what happened', async () => {
    const base = tempCore();
    let explode = true;
    const core: Core = {
      ...base.core,
      dispatch: (name, input, caller) => {
        if (explode && name === 'event.list') throw new Error('boom');
        return base.core.dispatch(name, input, caller);
      },
    };
    const h = await start({ core });
    const r = await raw(h, 'POST', '/api/event.list', '{}');
    expect(r.status).toBe(500);
    expect(jsonError(r).code).toBe('internal');
    expect(logged.map(String)).toEqual(['Error: boom']);
    explode = false;
    await stillServing(h);
    base.dispose();
  });

  it('refuses a name holding a lone UTF-16 surrogate as a validation error naming the field, and stores nothing', async () => {
    const h = await start();
    const ev = JSON.parse((await raw(h, 'POST', '/api/event.create', JSON.stringify({ name: 'Open', date: '2026-12-05', ruleset: 'generic' }))).text) as { value: { id: number } };
    const r = await raw(h, 'POST', '/api/player.register', `{"eventId":${ev.value.id},"name":"Ann \\ud800 Lee"}`);
    expect(r.status).toBe(400);
    const error = jsonError(r) as unknown as { code: string; details: { fields: { path: string; code: string }[] } };
    expect(error.code).toBe('validation');
    expect(error.details.fields).toEqual([expect.objectContaining({ path: 'name', code: 'malformed_text' })]);
    const list = JSON.parse((await raw(h, 'POST', '/api/player.list', JSON.stringify({ eventId: ev.value.id }))).text) as { value: unknown[] };
    expect(list.value).toEqual([]);
    const paired = await raw(h, 'POST', '/api/player.register', `{"eventId":${ev.value.id},"name":"Ann \\ud83d\\ude00 Lee"}`);
    expect(paired.status).toBe(200);
  });

  it('refuses a body whose bytes are not UTF-8 (a stray byte, an overlong form, an encoded surrogate) as bad input, and stores nothing', async () => {
    const h = await start();
    const ev = JSON.parse((await raw(h, 'POST', '/api/event.create', JSON.stringify({ name: 'Open', date: '2026-12-05', ruleset: 'generic' }))).text) as { value: { id: number } };
    const around = (bytes: number[]) => Buffer.concat([Buffer.from(`{"eventId":${ev.value.id},"name":"Ann `), Buffer.from(bytes), Buffer.from(' Lee"}')]);
    for (const bytes of [[0xff], [0xc3], [0xc0, 0xa0], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const r = await raw(h, 'POST', '/api/player.register', around(bytes));
      expect(r.status).toBe(400);
      const error = jsonError(r) as unknown as { code: string; details: { reason: string; fields: { path: string; code: string }[] } };
      expect(error.code).toBe('validation');
      expect(error.details.reason).toBe('body_not_json');
      expect(error.details.fields).toEqual([expect.objectContaining({ path: '(input)', code: 'malformed_text' })]);
    }
    const list = JSON.parse((await raw(h, 'POST', '/api/player.list', JSON.stringify({ eventId: ev.value.id }))).text) as { value: unknown[] };
    expect(list.value).toEqual([]);
    expect((await raw(h, 'POST', '/api/player.register', around([0xc3, 0xa9]))).status).toBe(200);
  });

  it('refuses a name of invisible characters or holding a control character, naming the field, and stores nothing', async () => {
    const h = await start();
    const ev = JSON.parse((await raw(h, 'POST', '/api/event.create', JSON.stringify({ name: 'Open', date: '2026-12-05', ruleset: 'generic' }))).text) as { value: { id: number } };
    for (const [name, reason] of [['\u200b\u200d\ufeff', 'invisible_text'], ['Ann\u0000Lee', 'control_character'], ['Ann\nLee', 'control_character']] as const) {
      const r = await raw(h, 'POST', '/api/player.register', JSON.stringify({ eventId: ev.value.id, name }));
      expect(r.status).toBe(400);
      const error = jsonError(r) as unknown as { code: string; message: string; details: { fields: { path: string; code: string }[] } };
      expect(error.message).toContain('name');
      expect(error.details.fields).toEqual([expect.objectContaining({ path: 'name', code: reason })]);
    }
    const list = JSON.parse((await raw(h, 'POST', '/api/player.list', JSON.stringify({ eventId: ev.value.id }))).text) as { value: unknown[] };
    expect(list.value).toEqual([]);
  });
});
