// Result committed → every window shows it (design.md: <= 100 ms p95, projector on the venue
// host): the time from posting a command to the venue host until every one of several WebSocket
// clients (desks and projectors) has its change event.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { openBenchHost } from './bench-host';
import type { BenchCase } from './case';
import { coreCaller } from './core-event';
import type { MeasureRow } from './rows';
import { round3 } from './simulate';

export const LATENCY_BUDGET_MS = 100;
const WINDOWS = 4;
/** Results entered, one per table of a 400-player round. */
const COMMANDS = 200;

export function latencyCase(): BenchCase {
  return {
    name: 'result-to-windows',
    async run(_opts, progress) {
      const host = await openBenchHost('latency');
      const { core } = host;
      const sockets = await Promise.all(
        Array.from({ length: WINDOWS }, () => new Promise<WebSocket>((resolve) => {
          const ws = new WebSocket(`${host.url.replace('http', 'ws')}/api/events`);
          ws.once('open', () => resolve(ws));
        })),
      );
      try {
        // A round of COMMANDS tables, set up through the core (not timed), then every result posted.
        const call = coreCaller(core);
        const event = call<{ id: number }>('event.create', { name: 'Bench', date: '2026-12-05', ruleset: 'generic' });
        core.store.transaction(() => {
          for (let i = 0; i < 2 * COMMANDS; i++) {
            const p = call<{ id: number; version: number }>('player.register', { eventId: event.id, name: `Player ${i}` });
            call('player.checkIn', { id: p.id, version: p.version });
          }
        });
        const draft = call<{ id: number; version: number }>('round.pair', { eventId: event.id, newest: null });
        const round = call<{ tables: { id: number; version: number; seats: { entryId: number }[] }[] }>('round.publish', { roundId: draft.id, version: draft.version });
        const times: number[] = [];
        for (const table of round.tables.slice(0, COMMANDS)) {
          const [a, b] = table.seats.map((s) => s.entryId);
          const games = [{ seats: [{ entryId: a, outcome: 'win', score: 1 }, { entryId: b, outcome: 'loss', score: 0 }] }];
          const seen = sockets.map((ws) => new Promise<void>((resolve) => ws.once('message', () => resolve())));
          const t0 = performance.now();
          const r = (await host.post('result.enter', { tableId: table.id, version: table.version, games })).answer;
          if (!r.ok) throw new Error('result.enter was refused');
          await Promise.all(seen);
          times.push(performance.now() - t0);
        }
        progress(`result-to-windows: ${COMMANDS} results, ${WINDOWS} windows`);
        const sorted = [...times].sort((a, b) => a - b);
        const med = sorted[Math.floor(sorted.length / 2)]!;
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
        const row: MeasureRow = {
          kind: 'latency',
          case: 'result-to-windows',
          engine: 'arbiter',
          players: 2 * COMMANDS,
          rounds: 0,
          runs: COMMANDS,
          median_ms: round3(med),
          worst_ms: round3(p95),
          budget_ms: LATENCY_BUDGET_MS,
          within_budget: p95 <= LATENCY_BUDGET_MS,
          note: 'worst ms is the p95 here: a result posted → its change event on all 4 sockets',
        };
        return [row];
      } finally {
        for (const ws of sockets) ws.close();
        await host.close();
      }
    },
  };
}
