// A result on twenty projectors (design budget: a committed result shows on every window within
// 100 ms p95, projector on the venue host), at 4,096 players: each display is a client of the
// venue host doing what the projector's pairings screen does (RoomScreen.tsx): it holds the round
// and, on a change naming one of its tables, fetches those tables (round.tables), through the
// windows' own refetch schedule. The displays run in a child process (display-clients.ts), as other machines would.
// A result has reached a display when that display holds the round with it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { openBenchHost } from './bench-host';
import type { BenchCase } from './case';
import { createBenchEvent, roundUnderway, splitResult } from './core-event';
import { LATENCY_BUDGET_MS } from './latency-case';
import type { MeasureRow } from './rows';
import { round3 } from './simulate';

const PLAYERS = 4096;
const DISPLAYS = 20;
const RESULTS = 40;
/** A busy results desk: two results a second. */
const PER_SECOND = 2;

export function resultDisplaysCase(): BenchCase {
  return {
    name: 'result-to-displays-4096',
    async run(_opts, progress) {
      const host = await openBenchHost('result-displays');
      let child: ReturnType<typeof spawn> | null = null;
      try {
        const eventId = createBenchEvent(host.core, PLAYERS);
        const round = roundUnderway(host.core, eventId, 4);
        progress(`result-to-displays-4096: ${PLAYERS} players, round 4 under way`);
        child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/display-clients.ts', host.url, String(eventId), String(round.id), String(DISPLAYS)], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        // Display d first held table t's result at seen.get(`${d}:${t}`), on the shared clock.
        const seen = new Map<string, number>();
        const lines = createInterface({ input: child.stdout! });
        await new Promise<void>((resolve) =>
          lines.on('line', (line) => {
            if (line === 'ready') return resolve();
            const { display, table, at } = JSON.parse(line) as { display: number; table: number; at: number };
            seen.set(`${display}:${table}`, at);
          }),
        );
        const clock = () => performance.timeOrigin + performance.now();

        const tables = round.tables.filter((t) => !t.bye).slice(0, RESULTS);
        const postedAt = new Map<number, number>();
        const posts: Promise<unknown>[] = [];
        const t0 = performance.now();
        for (const [k, table] of tables.entries()) {
          await new Promise((r) => setTimeout(r, Math.max(0, t0 + (k * 1000) / PER_SECOND - performance.now())));
          postedAt.set(table.id, clock());
          posts.push(host.post('result.enter', splitResult(table)));
        }
        await Promise.all(posts);
        await new Promise((r) => setTimeout(r, 3000));
        progress(`result-to-displays-4096: ${RESULTS} results, ${DISPLAYS} displays`);

        const delays: number[] = [];
        for (let d = 0; d < DISPLAYS; d++) for (const [tableId, at] of postedAt) delays.push((seen.get(`${d}:${tableId}`) ?? Infinity) - at);
        const sorted = delays.sort((a, b) => a - b);
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
        const row: MeasureRow = {
          kind: 'latency',
          case: 'result-to-displays-4096',
          engine: 'arbiter',
          players: PLAYERS,
          rounds: 4,
          runs: delays.length,
          median_ms: round3(sorted[Math.floor(sorted.length / 2)]!),
          worst_ms: round3(p95),
          budget_ms: LATENCY_BUDGET_MS,
          within_budget: p95 <= LATENCY_BUDGET_MS,
          note: `worst ms is the p95 here: a result posted → the round with it on each of ${DISPLAYS} displays, ${PER_SECOND}/s; the very worst ${round3(sorted.at(-1)!)} ms`,
        };
        return [row];
      } finally {
        child?.kill();
        await host.close();
      }
    },
  };
}
