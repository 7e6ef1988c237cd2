// Check-ins on twenty projectors (issue budget: 5,000 players, 20 displays, 10 check-ins a
// second, every check-in on every display within 1 s). Each display is a client of the venue host
// doing what the projector's checked-in screen does before round 1 (CheckedInView.tsx): it listens
// on the WebSocket, and on the changes that touch what it reads it refetches, through the same
// refetch schedule as the windows, the count and the screenful of names it shows. A check-in has
// reached a display when that display holds a count that includes it.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ChangeEvent } from '../../shared/contract/changes';
import { touches } from '../../shared/contract/touches';
import { operations } from '../../shared/contract/operations';
import { createRefetchSchedule } from '../../renderer/src/api/refetch-schedule';
import { openBenchHost, type BenchHost } from './bench-host';
import type { BenchCase } from './case';
import { coreCaller } from './core-event';
import type { MeasureRow } from './rows';
import { readPlayers } from './search-case';
import { round3 } from './simulate';

export const DISPLAY_BUDGET_MS = 1000;
const DISPLAYS = 20;
const CHECK_INS = 200;
const PER_SECOND = 10;
/** What the checked-in screen asks for at once (CheckedInView's stretch). */
const STRETCH = 200;

interface Display {
  /** Per check-in number (1-based), when this display first held a count including it. */
  reached: number[];
  bytes: number;
  refetches: number;
  close(): void;
}

export function displaysCase(): BenchCase {
  return {
    name: 'checkins-to-displays',
    async run(_opts, progress) {
      const host = await openBenchHost('displays');
      const { core, post } = host;
      const displays: Display[] = [];
      try {
        const call = coreCaller(core);
        const eventId = call<{ id: number }>('event.create', { name: 'Bench', date: '2026-12-05', ruleset: 'generic' }).id;
        const players = core.store.transaction(() =>
          readPlayers().map((p) => call<{ id: number; version: number }>('player.register', { eventId, name: p.name, confirmDuplicate: true })),
        );
        progress(`checkins-to-displays: ${players.length} players registered`);

        for (let d = 0; d < DISPLAYS; d++) displays.push(await openDisplay(host.url, eventId, post));

        const postedAt: number[] = [];
        const posts: Promise<unknown>[] = [];
        const t0 = performance.now();
        for (let k = 1; k <= CHECK_INS; k++) {
          const due = t0 + ((k - 1) * 1000) / PER_SECOND;
          await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
          const p = players[k - 1]!;
          postedAt[k] = performance.now();
          posts.push(post('player.checkIn', { id: p.id, version: p.version }));
        }
        await Promise.all(posts);
        // Every display has until the budget and a little more to catch up before it is judged.
        await new Promise((r) => setTimeout(r, DISPLAY_BUDGET_MS * 2));
        progress(`checkins-to-displays: ${CHECK_INS} check-ins, ${DISPLAYS} displays`);

        const delays: number[] = [];
        for (const d of displays) {
          for (let k = 1; k <= CHECK_INS; k++) delays.push(d.reached[k] === undefined ? Infinity : d.reached[k]! - postedAt[k]!);
        }
        const sorted = delays.sort((a, b) => a - b);
        const med = sorted[Math.floor(sorted.length / 2)]!;
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
        const worst = sorted.at(-1)!;
        const bytes = displays.reduce((n, d) => n + d.bytes, 0);
        const refetches = displays.reduce((n, d) => n + d.refetches, 0);
        const row: MeasureRow = {
          kind: 'latency',
          case: 'checkins-to-displays',
          engine: 'arbiter',
          players: players.length,
          rounds: 0,
          runs: delays.length,
          median_ms: round3(med),
          worst_ms: round3(worst),
          budget_ms: DISPLAY_BUDGET_MS,
          within_budget: worst <= DISPLAY_BUDGET_MS,
          note:
            `a check-in posted → its count on each of ${DISPLAYS} displays, ${PER_SECOND}/s; p95 ${round3(p95)} ms; ` +
            `${refetches} refetches, ${(bytes / 1e6).toFixed(1)} MB to the displays for ${CHECK_INS} check-ins`,
        };
        return [row];
      } finally {
        for (const d of displays) d.close();
        await host.close();
      }
    },
  };
}

async function openDisplay(url: string, eventId: number, post: BenchHost['post']): Promise<Display> {
  const display: Display = { reached: [], bytes: 0, refetches: 0, close: () => ws.close() };
  const refetch = async () => {
    display.refetches++;
    const [counts, list] = await Promise.all([
      post<{ checkedIn: number }>('player.counts', { eventId }),
      post('player.list', { eventId, only: 'checkedIn', offset: 0, limit: STRETCH }),
    ]);
    const at = performance.now();
    display.bytes += counts.bytes + list.bytes;
    const checkedIn = counts.answer.value.checkedIn;
    for (let k = 1; k <= checkedIn; k++) display.reached[k] ??= at;
  };
  const schedule = createRefetchSchedule(refetch);
  const reads = [...new Set([...operations['player.counts'].reads, ...operations['player.list'].reads])];
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/events`);
  await new Promise<void>((resolve) => ws.once('open', () => resolve()));
  ws.on('message', (data) => {
    if (touches(reads, eventId, JSON.parse(String(data)) as ChangeEvent)) schedule.request();
  });
  await refetch();
  return display;
}
