// Fuzzing the venue host at a size CI can run: every operation of the contract with random inputs
// built from the keys the contract uses, and random addresses, methods and bodies. Whatever comes
// in, the answer is the contract's JSON (never a 500, never an internal error), the host keeps
// serving, and the database stays sound.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationNames } from '../../../../shared/contract/operations';
import { startVenueHost, type VenueHost } from '../../../../electron/venue/server';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
let host: VenueHost;
const logged: unknown[] = [];

beforeAll(async () => {
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'secret', log: (e) => logged.push(e) });
  // Something to hit: an event with players, a round paired and published.
  const event = t.call<{ id: number }>('event.create', { name: 'Fuzz', date: '2026-12-05', ruleset: 'generic' });
  for (let i = 0; i < 6; i++) {
    const p = t.call<{ id: number; version: number }>('player.register', { eventId: event.id, name: `Player ${i}` });
    t.call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = t.call<{ id: number; version: number }>('round.pair', { eventId: event.id, newest: null });
  t.call('round.publish', { roundId: draft.id, version: draft.version });
});

afterAll(async () => {
  await host.close();
  t.dispose();
});

function send(method: string, path: string, body: string | undefined, contentType: string | null) {
  return new Promise<{ status: number; type: string | undefined; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = { Host: `127.0.0.1:${host.port}` };
    if (contentType !== null) headers['Content-Type'] = contentType;
    const req = request({ host: '127.0.0.1', port: host.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const statuses = new Set([200, 400, 403, 404, 405, 409, 413]);

/** Every answer is the contract's: a known status, JSON with ok true or false, never internal. */
function expectContractAnswer(r: { status: number; type: string | undefined; text: string }, what: unknown) {
  const label = JSON.stringify(what).slice(0, 300);
  expect(statuses.has(r.status), `${r.status} for ${label}`).toBe(true);
  if (r.type !== 'application/json; charset=utf-8') {
    // Only a served file may be something else, and only with 200.
    expect(r.status, label).toBe(200);
    return;
  }
  const body = JSON.parse(r.text) as { ok: boolean; error?: { code: string } };
  expect(typeof body.ok, label).toBe('boolean');
  expect(body.error?.code, label).not.toBe('internal');
}

const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'a\udc00b', '<script>alert(1)</script>', '%', '../..', 'Ł'.repeat(300), '1e309', 'null'),
);
const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.integer({ min: -2, max: 12 }),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1e-9),
    fc.boolean(),
    fc.constant(null),
    weirdText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('seats', 'entryId', 'role', 'outcome', 'score', 'games', 'win', 'draw'), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const contractKeys = [
  'id', 'eventId', 'roundId', 'tableId', 'entryId', 'playerId', 'version', 'name', 'date', 'ruleset', 'options',
  'games', 'reason', 'newest', 'code', 'query', 'filter', 'limit', 'offset', 'plannedRounds', 'confirmDuplicate',
  'club', 'dateOfBirth', 'seats', 'entries', 'table', 'venueAccess', 'language', 'forfeit', 'format',
];
const input = fc.oneof(
  fc.dictionary(fc.constantFrom(...contractKeys), weirdValue, { maxKeys: 6 }),
  fc.jsonValue(),
);
const body = fc.oneof(
  { weight: 6, arbitrary: input.map((v) => JSON.stringify(v) ?? '') },
  { weight: 1, arbitrary: weirdText },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '\u00ff\u00fe', '{"id":1}{"id":2}', 'nul') },
);

describe('fuzzing the venue host', () => {
  it('answers every operation with random inputs in the contract’s shape, never with an internal error', async () => {
    for (const name of operationNames) {
      const samples = fc.sample(fc.tuple(body, fc.constantFrom<string | null>('application/json', 'application/json; charset=utf-8', 'text/plain', null)), { numRuns: 12, seed: name.length * 7919 });
      for (const [b, type] of samples) {
        expectContractAnswer(await send('POST', `/api/${name}`, b, type), { name, b, type });
      }
    }
    expect(logged).toEqual([]);
  });

  it('answers random addresses, methods and bodies in the contract’s shape and keeps serving', async () => {
    const segment = fc.oneof(
      fc.constantFrom(...operationNames),
      fc.constantFrom('%', '%E0%A4%A', '%C0%AF', '%2e%2e', '..', '%00', 'api', 'pdf', 'slips', 'assets', 'index.html', '999'),
      fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/),
    );
    const path = fc.tuple(fc.constantFrom('/api/', '/pdf/', '/', '//', '/assets/'), fc.array(segment, { maxLength: 3 }), fc.constantFrom('', '?x=1', '?per=9&per=2', '#a', '?token=', '?token=nope&x=%'))
      .map(([root, parts, query]) => `${root}${parts.join('/')}${query}`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'), path, body, async (method, p, b) => {
        const r = await send(method, p, method === 'GET' || method === 'HEAD' ? undefined : b, 'application/json');
        // Checked per request, so that a failure names the request and fast-check's seed to replay it.
        expect(logged, `${method} ${p}`).toEqual([]);
        if (method === 'HEAD') {
          expect(statuses.has(r.status) || r.status === 503, `${r.status} for HEAD ${p}`).toBe(true);
          return;
        }
        // A printable sheet that exists answers 503 here: this machine's test has no Chromium for it.
        if (r.status === 503) return;
        expectContractAnswer(r, { method, p, b });
      }),
      { numRuns: 250 },
    );
    expect(logged).toEqual([]);
    const list = await send('POST', '/api/event.list', '{}', 'application/json');
    expect(list.status).toBe(200);
    expect(t.core.store.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});
