// 300 phones on the venue network (issue 12: every phone has a result within a second): each a
// WebSocket client doing what the players' phones page does (phone-feed.ts), in a child process
// (phone-clients.ts) as other devices would be. A 300-player Netrunner event with round 2 under
// way; 40 results posted at 2 a second. Two things are timed from posting: the fan-out, each
// result's change event arriving on every one of the 300 phones, and the data, the result held by
// the phones of the players at that table (a phone fetches only its own table; the standings do
// not change until the round's last result, and the phones do not ask for them before:
// phone-feed.ts).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { openBenchHost } from './bench-host';
import type { BenchCase } from './case';
import { createBenchEvent, roundUnderway, splitResult } from './core-event';
import type { MeasureRow } from './rows';
import { round3 } from './simulate';

const PLAYERS = 300;
const PHONES = 300;
const RESULTS = 40;
const PER_SECOND = 2;
export const PHONES_BUDGET_MS = 1000;

type Line = { phone: number; at: number } & ({ table: number } | { heard: number } | { watches: number });

function row(name: string, delays: number[], what: string): MeasureRow {
  const sorted = delays.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
  const max = sorted.at(-1)!;
  return {
    kind: 'latency',
    case: name,
    engine: 'arbiter',
    players: PLAYERS,
    rounds: 2,
    runs: delays.length,
    median_ms: round3(at(0.5)),
    worst_ms: round3(max),
    p95_ms: round3(at(0.95)),
    budget_ms: PHONES_BUDGET_MS,
    within_budget: at(0.95) <= PHONES_BUDGET_MS,
    note: `${what}, ${RESULTS} results at ${PER_SECOND}/s; median is the p50, worst the max; judged on the p95, ${round3(at(0.95))} ms`,
  };
}

export function phonesCase(): BenchCase {
  return {
    name: 'phones-300',
    async run(_opts, progress) {
      // The phones come from one address here (each with its WebSocket and a few requests at once);
      // on the floor each is its own.
      const host = await openBenchHost('phones', { limits: { maxConnectionsPerAddress: 16 * PHONES } });
      let child: ReturnType<typeof spawn> | null = null;
      try {
        const eventId = createBenchEvent(host.core, PLAYERS);
        const round = roundUnderway(host.core, eventId, 2);
        progress(`phones-300: ${PLAYERS} players, round 2 under way, opening ${PHONES} phones`);
        child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/phone-clients.ts', host.url, String(eventId), String(PHONES), 'heard'], { stdio: ['ignore', 'pipe', 'inherit'] });
        const tableSeen = new Map<string, number>();
        const heard = new Map<string, number>();
        const watchers = new Map<number, number[]>();
        const lines = createInterface({ input: child.stdout! });
        await new Promise<void>((resolve, reject) => {
          child!.once('exit', (code) => reject(new Error(`phone-clients exited (${code}) before it was ready`)));
          lines.on('line', (line) => {
            if (line === 'ready') return resolve();
            const l = JSON.parse(line) as Line;
            if ('table' in l) tableSeen.set(`${l.phone}:${l.table}`, l.at);
            else if ('heard' in l) heard.set(`${l.phone}:${l.heard}`, heard.get(`${l.phone}:${l.heard}`) ?? l.at);
            else watchers.set(l.watches, [...(watchers.get(l.watches) ?? []), l.phone]);
          });
        });
        const clock = () => performance.timeOrigin + performance.now();

        const tables = round.tables.filter((t) => !t.bye).slice(0, RESULTS);
        const postedAt: number[] = [];
        const posts: Promise<unknown>[] = [];
        const t0 = performance.now();
        for (const [k, table] of tables.entries()) {
          await new Promise((r) => setTimeout(r, Math.max(0, t0 + (k * 1000) / PER_SECOND - performance.now())));
          postedAt.push(clock());
          posts.push(host.post('result.enter', splitResult(table)));
        }
        await Promise.all(posts);
        await new Promise((r) => setTimeout(r, 3000));

        const fanOut: number[] = [];
        const held: number[] = [];
        for (const [k, table] of tables.entries()) {
          for (let p = 0; p < PHONES; p++) fanOut.push((heard.get(`${p}:${table.id}`) ?? Infinity) - postedAt[k]!);
          for (const p of watchers.get(table.id) ?? []) held.push((tableSeen.get(`${p}:${table.id}`) ?? Infinity) - postedAt[k]!);
        }
        progress(`phones-300: ${RESULTS} results to ${PHONES} phones`);
        return [
          row('phones-300-fan-out', fanOut, `a result posted → its change event on each of ${PHONES} phones' WebSockets`),
          row('phones-300-own-table', held, `a result posted → the result on the phones of that table's players (their own table fetched, round.tables)`),
        ];
      } finally {
        child?.kill();
        await host.close();
      }
    },
  };
}
