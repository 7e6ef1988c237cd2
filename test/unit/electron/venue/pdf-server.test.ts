// The venue host's /pdf/… route against a stand-in for Chromium (a shell script that records its
// arguments and writes a PDF where told), so the route is tested without a browser; the e2e print
// spec runs it against the real Chromium.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPdfArgs, findChromium } from '../../../../electron/venue/pdf';
import { startVenueHost, type VenueHost, type VenueOptions } from '../../../../electron/venue/server';
import type { Result } from '../../../../shared/contract/errors';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-pdf-route-'));
const argsFile = join(dir, 'args.txt');

function fakeChromium(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}
// Writes "%PDF-" to the --print-to-pdf= argument, after recording every argument.
const printing = fakeChromium(
  'chromium-ok',
  `printf '%s\\n' "$@" > '${argsFile}'\nfor a in "$@"; do case "$a" in --print-to-pdf=*) printf '%%PDF-1.7 fake' > "\${a#--print-to-pdf=}";; esac; done`,
);
const failing = fakeChromium('chromium-fail', 'echo "no display" >&2; exit 3');
const slow = fakeChromium('chromium-slow', `sleep 1\nfor a in "$@"; do case "$a" in --print-to-pdf=*) printf '%%PDF-1.7 fake' > "\${a#--print-to-pdf=}";; esac; done`);

let t: TempCore | null = null;
let host: VenueHost | null = null;
afterEach(async () => {
  await host?.close();
  t?.dispose();
  host = null;
  t = null;
});

function call<T>(name: string, input: unknown): T {
  const r = t!.core.dispatch(name, input, { actor: 'test', readOnly: false }) as Result<T>;
  if (!r.ok) throw new Error(`${name}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/** An event with a published round 1 of four players: what the sheets print. */
function seedEvent(): { eventId: number; roundId: number } {
  const eventId = call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<{ id: number; version: number }>('round.pair', { eventId, newest: null });
  call('round.publish', { roundId: draft.id, version: draft.version });
  return { eventId, roundId: draft.id };
}

async function start(chromiumPath: string | null, more: Partial<VenueOptions> = {}): Promise<VenueHost> {
  t = tempCore();
  const staticDir = join(t.dir, 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Arbiter</title>');
  host = await startVenueHost({ core: t.core, staticDir, port: 0, venueAccess: false, token: 'secret', chromiumPath, ...more });
  return host;
}

describe('GET /pdf/…', () => {
  it('prints the validated route from this host with a headless Chromium and answers a PDF', async () => {
    const h = await start(printing);
    const { roundId } = seedEvent();
    const r = await fetch(`${h.url}/pdf/slips/${roundId}?paper=letter&per=4`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(`inline; filename="arbiter-slips-${roundId}-4-letter.pdf"`);
    expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const args = readFileSync(argsFile, 'utf8').trim().split('\n');
    expect(args).toEqual(expect.arrayContaining(['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', '--no-first-run']));
    expect(args.some((a) => a.startsWith('--virtual-time-budget='))).toBe(true);
    expect(args.at(-1)).toBe(`${h.url}/#/print/slips/${roundId}?per=4&paper=letter`);
  });

  it('answers 404 with the JSON error for a round or event that does not exist, before starting a browser', async () => {
    const h = await start(printing);
    const { eventId, roundId } = seedEvent();
    writeFileSync(argsFile, '');
    for (const [path, says] of [
      ['/pdf/slips/999', 'no round 999'],
      ['/pdf/pairings/999?by=table', 'no round 999'],
      ['/pdf/standings/999?paper=letter', 'no event 999'],
    ] as const) {
      const r = await fetch(`${h.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      const body = (await r.json()) as { ok: boolean; error: { code: string; message: string } };
      expect(body.ok, path).toBe(false);
      expect(body.error.code, path).toBe('not_found');
      expect(body.error.message, path).toContain(says);
    }
    expect(readFileSync(argsFile, 'utf8')).toBe('');
    for (const path of [`/pdf/pairings/${roundId}`, `/pdf/standings/${eventId}`]) expect((await fetch(`${h.url}${path}`)).status, path).toBe(200);
  });

  it('refuses unknown sheets, ids and query keys with 400, before starting a browser', async () => {
    const h = await start(printing);
    writeFileSync(argsFile, '');
    // fetch resolves /pdf/%2e%2e/api/event.list to a GET of /api/event.list, which only takes POST.
    const traversal = await fetch(`${h.url}/pdf/%2e%2e/api/event.list`);
    expect(traversal.status).toBe(405);
    expect(((await traversal.json()) as { ok: boolean }).ok).toBe(false);
    for (const path of ['/pdf/audit/1', '/pdf/slips/abc', '/pdf/slips/1?token=x', '/pdf/slips/1?per=3', '/pdf/slips/1?per=2&per=2']) {
      const r = await fetch(`${h.url}${path}`);
      expect(r.status, path).toBe(400);
      expect(((await r.json()) as { error: { code: string } }).error.code, path).toBe('validation');
    }
    expect(readFileSync(argsFile, 'utf8')).toBe('');
    expect((await fetch(`${h.url}/pdf/slips/1`, { method: 'POST' })).status).toBe(405);
  });

  it('answers 503 with one line when there is no Chromium', async () => {
    const h = await start(null);
    const { eventId } = seedEvent();
    const r = await fetch(`${h.url}/pdf/standings/${eventId}?paper=a4`);
    expect(r.status).toBe(503);
    const body = await r.text();
    expect(body.trim().split('\n')).toHaveLength(1);
    expect(body).toContain('Chromium');
  });

  it('answers 500 when Chromium fails; makes PDFs one at a time, the next ones waiting their turn, and 503 past the queue', async () => {
    const failingHost = await start(failing);
    expect((await fetch(`${failingHost.url}/pdf/slips/${seedEvent().roundId}`)).status).toBe(500);
    await host!.close();
    t!.dispose();
    host = null;
    const h = await start(slow, { limits: { maxWaitingPdfs: 2 } });
    const { eventId, roundId } = seedEvent();
    const started = Date.now();
    const first = fetch(`${h.url}/pdf/slips/${roundId}`);
    await new Promise((r) => setTimeout(r, 100));
    const second = fetch(`${h.url}/pdf/standings/${eventId}`);
    await new Promise((r) => setTimeout(r, 100));
    const third = await fetch(`${h.url}/pdf/pairings/${roundId}`);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('10');
    expect(((await third.json()) as { ok: boolean }).ok).toBe(false);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // One renderer: the second waited for the first (each stand-in render takes a second).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('answers HEAD without starting a browser, and refuses sheets to a guest without the desk token', async () => {
    const h = await start(printing);
    const { roundId } = seedEvent();
    writeFileSync(argsFile, '');
    const head = await fetch(`${h.url}/pdf/slips/${roundId}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect((await fetch(`${h.url}/pdf/slips/999`, { method: 'HEAD' })).status).toBe(404);
    expect(readFileSync(argsFile, 'utf8')).toBe('');
    await host!.close();
    t!.dispose();
    host = null;
    const guestHost = await start(printing, { trustLoopback: false });
    const guest = await fetch(`${guestHost.url}/pdf/slips/${seedEvent().roundId}`);
    expect(guest.status).toBe(403);
    expect(((await guest.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect(readFileSync(argsFile, 'utf8')).toBe('');
  });

  it("finds a feature's sheet by what its route names: a collection list by its player, not by an event of that number", async () => {
    const h = await start(printing);
    const eventId = call<{ id: number }>('event.create', { name: 'Doom Cup', date: '2026-12-05', ruleset: 'doomtrooper' }).id;
    // Players numbered past the events, so an event looked up by the player's number is not there.
    const players = ['Ann', 'Ben', 'Cid'].map((name) => call<{ id: number }>('player.register', { eventId, name }));
    const ann = players.at(-1)!;
    expect(ann.id).not.toBe(eventId);
    writeFileSync(argsFile, '');
    expect((await fetch(`${h.url}/pdf/collection/${ann.id}?paper=a4`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${h.url}/pdf/collection/999?paper=a4`, { method: 'HEAD' })).status).toBe(404);
    expect((await fetch(`${h.url}/pdf/notice/${eventId}`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${h.url}/pdf/notice/${ann.id}`, { method: 'HEAD' })).status).toBe(404);
    expect(readFileSync(argsFile, 'utf8')).toBe('');
  });

  it('finds Chromium from CHROMIUM_PATH or the usual places', () => {
    expect(findChromium({ CHROMIUM_PATH: '/opt/c' }, (p) => p === '/opt/c')).toBe('/opt/c');
    expect(findChromium({}, (p) => p === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
    expect(findChromium({}, () => false)).toBeNull();
    expect(chromiumPdfArgs('http://127.0.0.1:1/#/print/slips/1', '/tmp/o.pdf', '/tmp/p')).toContain('--print-to-pdf=/tmp/o.pdf');
  });
});
