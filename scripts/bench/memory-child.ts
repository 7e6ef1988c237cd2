// Run by memory-case.ts in its own process, so the resident set is the core's alone: a
// 4,096-player Netrunner event through the core — registered, checked in, three rounds paired,
// published and every result entered — then standings. Prints one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createCore } from '../../electron/core/app-core';
import { fileSettings } from '../../electron/settings/file-settings';
import { coreCaller, createBenchEvent, enterAll, publishNextRound } from './core-event';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 4096);
const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-memory-'));
const core = createCore({ dbPath: join(dir, 'bench.sqlite'), settings: fileSettings(join(dir, 's.json')), log: () => {} });
const call = coreCaller(core);
const phase = (what: string, t0: number) => process.stderr.write(`${what}: ${Math.round(performance.now() - t0)} ms\n`);
const eventId = createBenchEvent(core, PLAYERS);
phase('registered and checked in', 0);
let newest: { roundId: number; version: number } | null = null;
for (let r = 0; r < 3; r++) {
  const t0 = performance.now();
  const round = publishNextRound(core, eventId, newest);
  newest = { roundId: round.id, version: round.version };
  phase(`round ${r + 1} paired and published`, t0);
  const t1 = performance.now();
  enterAll(core, round);
  phase(`round ${r + 1} results entered`, t1);
}
call('standings.get', { eventId });
const rssMb = Math.round((process.memoryUsage().rss / 1024 / 1024) * 10) / 10;
const peakMb = Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
core.close();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ players: PLAYERS, rounds: 3, rss_mb: rssMb, peak_rss_mb: peakMb }));
