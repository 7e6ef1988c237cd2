// Run by memory-case.ts in its own process, so the resident set is the core's alone: a
// 4,096-player Netrunner event through the core — registered, checked in, three rounds paired,
// published and every result entered — then standings. Prints one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore } from '../../electron/core/app-core';
import { fileSettings } from '../../electron/settings/file-settings';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 4096);
const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-memory-'));
const core = createCore({ dbPath: join(dir, 'bench.sqlite'), settings: fileSettings(join(dir, 's.json')), log: () => {} });
const desk = { actor: 'bench', readOnly: false };
const call = <T>(name: string, input: unknown): T => {
  const r = core.dispatch(name, input, desk);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value as T;
};
type Round = { id: number; version: number; tables: { id: number; version: number; bye: boolean; seats: { entryId: number }[] }[] };

const event = call<{ id: number }>('event.create', { name: 'Memory', date: '2026-12-05', ruleset: 'netrunner-1996' });
// Batched in one transaction: this measures memory, and 8,192 fsyncs would only measure the disk.
core.store.transaction(() => {
  for (let i = 0; i < PLAYERS; i++) {
    const p = call<{ id: number; version: number }>('player.register', { eventId: event.id, name: `Player ${i}` });
    call('player.checkIn', { id: p.id, version: p.version });
  }
});
const phase = (what: string, t0: number) => process.stderr.write(`${what}: ${Math.round(performance.now() - t0)} ms\n`);
phase('registered and checked in', 0);
let newest: { roundId: number; version: number } | null = null;
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  const draft: Round = call<Round>('round.pair', { eventId: event.id, newest });
  const round: Round = call<Round>('round.publish', { roundId: draft.id, version: draft.version });
  newest = { roundId: round.id, version: round.version };
  phase(`round ${r + 1} paired and published`, t0);
  const t1 = performance.now();
  core.store.transaction(() => enterAll(round));
  phase(`round ${r + 1} results entered`, t1);
}

function enterAll(round: Round): void {
  for (const t of round.tables.filter((x) => !x.bye)) {
    const [a, b] = t.seats.map((s) => s.entryId);
    const seat = (id: number, role: string, win: boolean) => ({ entryId: id, role, outcome: win ? 'win' : 'loss', score: win ? 7 : 3 });
    call('result.enter', { tableId: t.id, version: t.version, games: [{ seats: [seat(a!, 'corp', true), seat(b!, 'runner', false)] }, { seats: [seat(a!, 'runner', false), seat(b!, 'corp', true)] }] });
  }
}
call('standings.get', { eventId: event.id });
const rssMb = Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10;
const peakMb = Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
core.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ players: PLAYERS, rounds: 3, rss_mb: rssMb, peak_rss_mb: peakMb }));
