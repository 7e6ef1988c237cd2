// Result committed → every window shows it (design.md: <= 100 ms p95, projector on the venue
// host): the time from posting a command to the venue host until every one of several WebSocket
// clients (desks and projectors) has its change event.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createCore } from '../../electron/core/app-core';
import { fileSettings } from '../../electron/settings/file-settings';
import { startVenueHost } from '../../electron/venue/server';
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';

export const LATENCY_BUDGET_MS = 100;
const WINDOWS = 4;
const COMMANDS = 200;



export function latencyCase(): BenchCase {
  return {
    name: 'result-to-windows',
    async run(_opts, progress) {
      const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-latency-'));
      const core = createCore({ dbPath: join(dir, 'bench.sqlite'), settings: fileSettings(join(dir, 's.json')), log: () => {} });
      const host = await startVenueHost({ core, staticDir: dir, port: 0, venueAccess: false, token: 'bench' });
      const sockets = await Promise.all(
        Array.from({ length: WINDOWS }, () => new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`);
          ws.once('open', () => resolve(ws));
        })),
      );
      const post = (name: string, body: unknown) =>
        fetch(`${host.url}/api/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ value: { id: number; version: number } }>);
      try {
        const { value: event } = await post('event.create', { name: 'Bench', date: '2026-12-05', ruleset: 'generic' });
        const times: number[] = [];
        for (let i = 0; i < COMMANDS; i++) {
          const seen = sockets.map((ws) => new Promise<void>((resolve) => ws.once('message', () => resolve())));
          const t0 = performance.now();
          await post('player.register', { eventId: event.id, name: `Player ${i}` });
          await Promise.all(seen);
          times.push(performance.now() - t0);
        }
        progress(`result-to-windows: ${COMMANDS} commands, ${WINDOWS} windows`);
        const sorted = [...times].sort((a, b) => a - b);
        const med = sorted[Math.floor(sorted.length / 2)]!;
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
        const row: MeasureRow = {
          kind: 'latency',
          case: 'result-to-windows',
          engine: 'arbiter',
          players: COMMANDS,
          rounds: 0,
          runs: COMMANDS,
          median_ms: Math.round(med * 1000) / 1000,
          worst_ms: Math.round(p95 * 1000) / 1000,
          budget_ms: LATENCY_BUDGET_MS,
          within_budget: p95 <= LATENCY_BUDGET_MS,
          note: 'worst ms is the p95 here: post → change event on all 4 sockets',
        };
        return [row];
      } finally {
        for (const ws of sockets) ws.close();
        await host.close();
        core.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
