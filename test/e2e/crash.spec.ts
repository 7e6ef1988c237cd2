// The crash test: the served app (the built dist/electron/serve.cjs) is killed with SIGKILL in the
// middle of a stream of registrations, check-ins, pairings and results, and started again on the
// same file, three times over. Every write it acknowledged must be there, and no round may be
// half-written.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

interface Served {
  child: ChildProcess;
  url: string;
}

function serve(dir: string): Promise<Served> {
  const child = spawn(process.execPath, ['dist/electron/serve.cjs', '--db', join(dir, 'crash.sqlite'), '--port', '0'], {
    env: { ...process.env, ARBITER_DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ child, url: m[1]! });
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`served mode exited (${code}) before serving: ${out}`)));
  });
}

async function call<T>(url: string, name: string, input: unknown): Promise<{ ok: true; value: T } | { ok: false; error: { code: string } }> {
  const r = await fetch(`${url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  return (await r.json()) as never;
}

interface Acknowledged {
  players: Map<number, string>;
  checkedIn: Set<number>;
  rounds: Set<number>;
  results: Set<number>;
}

type Table = { id: number; version: number; bye: boolean; result: unknown; seats: { entryId: number }[] };

/** Runs the event's next steps until the connection breaks; records what the host confirmed. */
async function stream(url: string, eventId: number, ack: Acknowledged, round: { n: number }): Promise<void> {
  try {
    for (let step = 0; ; step++) {
      if (step % 3 === 0 || ack.players.size < 8) {
        const name = `Player ${ack.players.size + 1}-${round.n}-${step}`;
        const p = await call<{ id: number; version: number }>(url, 'player.register', { eventId, name });
        if (!p.ok) continue;
        ack.players.set(p.value.id, name);
        const c = await call<{ id: number }>(url, 'player.checkIn', { id: p.value.id, version: p.value.version });
        if (c.ok) ack.checkedIn.add(p.value.id);
        continue;
      }
      const rounds = await call<{ id: number; version: number; status: string }[]>(url, 'round.list', { eventId });
      if (!rounds.ok) continue;
      const last = rounds.value.at(-1);
      if (!last || last.status === 'closed') {
        const draft = await call<{ id: number; version: number }>(url, 'round.pair', { eventId, newest: last ? { roundId: last.id, version: last.version } : null });
        if (draft.ok) ack.rounds.add(draft.value.id);
        continue;
      }
      if (last.status === 'draft') {
        await call(url, 'round.publish', { roundId: last.id, version: last.version });
        continue;
      }
      const got = await call<{ tables: Table[] }>(url, 'round.get', { roundId: last.id });
      if (!got.ok) continue;
      const open = got.value.tables.find((t) => !t.bye && t.result === null);
      if (!open) {
        await call(url, 'round.close', { roundId: last.id, version: last.version });
        round.n++;
        continue;
      }
      const [a, b] = open.seats.map((s) => s.entryId);
      const game = { seats: [{ entryId: a, outcome: 'win', score: 1 }, { entryId: b, outcome: 'loss', score: 0 }] };
      const r = await call(url, 'result.enter', { tableId: open.id, version: open.version, games: [game] });
      if (r.ok) ack.results.add(open.id);
    }
  } catch {
    // The host was killed mid-request: whatever had no answer was never acknowledged.
  }
}

test('SIGKILL during a stream of registrations, pairings and results loses no acknowledged write', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-crash-'));
  try {
    let served = await serve(dir);
    const created = await call<{ id: number }>(served.url, 'event.create', { name: 'Crash night', date: '2026-12-05', ruleset: 'generic' });
    if (!created.ok) throw new Error('event.create failed');
    const eventId = created.value.id;
    const ack: Acknowledged = { players: new Map(), checkedIn: new Set(), rounds: new Set(), results: new Set() };
    const round = { n: 1 };
    for (const after of [700, 1100, 1500]) {
      const running = stream(served.url, eventId, ack, round);
      await new Promise((r) => setTimeout(r, after));
      served.child.kill('SIGKILL');
      await running;
      await new Promise((r) => served.child.exitCode !== null || served.child.signalCode !== null ? r(null) : served.child.once('exit', r));
      served = await serve(dir);

      const players = await call<{ id: number; name: string; checkInOrder: number | null }[]>(served.url, 'player.list', { eventId });
      if (!players.ok) throw new Error('player.list failed after restart');
      const stored = new Map(players.value.map((p) => [p.id, p]));
      for (const [id, name] of ack.players) expect(stored.get(id)?.name, `player ${id}`).toBe(name);
      for (const id of ack.checkedIn) expect(stored.get(id)?.checkInOrder, `check-in of ${id}`).not.toBeNull();
      const rounds = await call<{ id: number }[]>(served.url, 'round.list', { eventId });
      if (!rounds.ok) throw new Error('round.list failed after restart');
      for (const id of ack.rounds) expect(rounds.value.map((r) => r.id)).toContain(id);
      const results = new Set<number>();
      for (const r of rounds.value) {
        const got = await call<{ tables: Table[] }>(served.url, 'round.get', { roundId: r.id });
        if (!got.ok) throw new Error(`round ${r.id} unreadable after restart`);
        // A round is whole: it has its tables, and every active entry of it is seated once.
        expect(got.value.tables.length, `round ${r.id}`).toBeGreaterThan(0);
        const seated = got.value.tables.flatMap((t) => t.seats.map((s) => s.entryId));
        expect(new Set(seated).size, `round ${r.id}`).toBe(seated.length);
        for (const t of got.value.tables) if (t.result !== null) results.add(t.id);
      }
      for (const id of ack.results) expect(results.has(id), `result of table ${id}`).toBe(true);
    }
    expect(ack.players.size).toBeGreaterThan(8);
    expect(ack.results.size).toBeGreaterThan(0);
    const exited = new Promise((r) => served.child.once('exit', r));
    served.child.kill('SIGTERM');
    await exited;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
