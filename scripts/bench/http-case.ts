// Commands and queries over HTTP on the largest events: a Netrunner event with drops after round 2,
// late entries from round 3 on, three rounds played and a fourth under way, on the venue host,
// its seeds and results drawn from counters and seeded streams so every run plays the same event
// (each game won by either seat at even odds: the field spreads into score groups). Timed from posting to the
// whole answer received (the client's JSON.parse of it is the window's time, not the host's), by
// a client on its own thread (remote-client.ts), as a desk is another machine or process.
//   standings-http-N        standings.get right after a result of the round under way (the
//                           answer is made again; its ranked rows are kept: the round is not
//                           counted until its last result)
//   standings-http-N-kept   standings.get asked again with no change between (the kept answer)
//   round-pair-http-N       round.pair of round 5 once round 4 is complete, then, after each of
//                           nine late entries, that draft paired again with the newcomer (the
//                           organizer's re-pair), asked as the desk asks it: without the round's
//                           tables (it reads them on the change event)
//   round-and-standings-http-N  each of those pairings and the standings asked right after it
// and as any other client would ask, with the machine's other core kept busy (busy-core.ts), the
// measures issue 29 names (its budget: the median within, the worst within three times it):
//   round-pair-http-N-tables          round.pair with the round's tables in the answer, after a
//                                     late entry each time
//   standings-http-N-after-correction standings.get right after a result of a counted round
//                                     changed (result.correct in round 4): every row ranked again
//   round-pair-http-N-all-split       (4,096 only) the same event with every match split 1–1,
//                                     so the whole field is one score group whose order never
//                                     changes: the pairing's worst case, round.pair with tables
//                                     after each late entry, the other core busy; measured and
//                                     shown, judged against the same budget
// Budgets: at 4,096 players round.pair 100 ms and standings.get 30 ms; at 16,384 a round paired
// with its standings within 1 s (issue 29), each call measured against that second.
import { openBenchHost, type BenchHost } from './bench-host';
import { remoteClient } from './remote-client';
import type { BenchCase } from './case';
import { createRng } from '../../electron/engine/random';
import { coreCaller, createBenchEvent, drawnResult, enterAll, gamesResult, publishNextRound, splitResult, type BenchRound, type TableResult } from './core-event';
import type { MeasureRow } from './rows';
import { median, round3 } from './simulate';
import { busyCore } from './busy-core';

export const PAIR_HTTP_BUDGET_MS = 100;
export const STANDINGS_HTTP_BUDGET_MS = 30;
const LARGEST_BUDGET_MS = 1000;
const RUNS = 10;
/** One entry in a hundred drops after round 2. */
const DROP_SHARE = 100;

type Call = ReturnType<typeof coreCaller>;

/** Registers and checks in a player once rounds are under way: the next pairing takes them in. */
function lateEntry(call: Call, eventId: number, k: number): void {
  const p = call<{ id: number; version: number }>('player.register', { eventId, name: `Late ${k}` });
  call('player.checkIn', { id: p.id, version: p.version });
}

/** Drops every hundredth entry after the round just played, as players leave at a large event. */
function dropSome(call: Call, eventId: number): void {
  const entries = call<{ id: number; version: number }[]>('entry.list', { eventId });
  for (const e of entries.filter((_, i) => i % DROP_SHARE === 0)) call('entry.drop', { entryId: e.id, version: e.version, reason: 'Left' });
}

/** The event up to round 4 under way: rounds 1–3 played with `result`, every hundredth entry
 * dropped after round 2, a late entry after rounds 2 and 3. */
function eventUnderway(host: BenchHost, players: number, result: TableResult) {
  const call = coreCaller(host.core);
  const eventId = createBenchEvent(host.core, players);
  let late = 0;
  let round: BenchRound | null = null;
  for (let r = 1; r <= 4; r++) {
    round = publishNextRound(host.core, eventId, round && { roundId: round.id, version: round.version });
    if (r === 4) break;
    enterAll(host.core, round, result);
    if (r === 2) dropSome(call, eventId);
    if (r >= 2) lateEntry(call, eventId, ++late);
  }
  return { call, eventId, round: round!, late: () => lateEntry(call, eventId, ++late) };
}

async function timedClient(host: BenchHost) {
  const client = remoteClient(host.url);
  const timed = async <T>(operation: string, body: unknown): Promise<{ ms: number; value: T }> => {
    const { answer, ms } = await client.post<T>(operation, body);
    if (!answer.ok) throw new Error(`${operation}: ${answer.error?.message}`);
    return { ms, value: answer.value };
  };
  return { timed, close: () => client.close() };
}

/** round.pair with the tables after each of RUNS late entries, the round before complete. */
async function repairsWithTables(event: ReturnType<typeof eventUnderway>, timed: Awaited<ReturnType<typeof timedClient>>['timed'], newest: { roundId: number; version: number }) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    event.late();
    const { ms, value } = await timed<BenchRound>('round.pair', { eventId: event.eventId, newest, tables: true });
    times.push(ms);
    newest = { roundId: value.id, version: value.version };
  }
  return { times, newest };
}

/** The all-split event's re-pairs (see the file's opening). */
async function allSplitRepairs(players: number): Promise<number[]> {
  let seeds = 0;
  const host = await openBenchHost('http-split', { random: () => `bench-${seeds++}` });
  const client = await timedClient(host);
  try {
    const event = eventUnderway(host, players, splitResult);
    enterAll(host.core, event.round);
    const newest = { roundId: event.round.id, version: event.call<BenchRound>('round.get', { roundId: event.round.id }).version };
    // Warm-up: round 5 paired once, as the desk would before the late entries come.
    const first = await client.timed<BenchRound>('round.pair', { eventId: event.eventId, newest, tables: true });
    const busy = busyCore();
    try {
      return (await repairsWithTables(event, client.timed, { roundId: first.value.id, version: first.value.version })).times;
    } finally {
      await busy.stop();
    }
  } finally {
    await client.close();
    await host.close();
  }
}

export function httpCase(players: number): BenchCase {
  const largest = players > 4096;
  const pairBudget = largest ? LARGEST_BUDGET_MS : PAIR_HTTP_BUDGET_MS;
  const standingsBudget = largest ? LARGEST_BUDGET_MS : STANDINGS_HTTP_BUDGET_MS;
  const name = `http-${players}`;
  return {
    name,
    async run(_opts, progress) {
      let seeds = 0;
      const host = await openBenchHost('http', { random: () => `bench-${seeds++}` });
      const results = createRng(`${name}-results`);
      const drawn: TableResult = (table) => drawnResult(table, results.next);
      const client = await timedClient(host);
      const { timed } = client;
      const row = (pattern: string, times: number[], budget: number, what: string, worstTimes?: number) =>
        measureRow(pattern.replace('N', String(players)), players, times, budget, what, worstTimes);
      const rows: MeasureRow[] = [];
      try {
        const event = eventUnderway(host, players, drawn);
        const { call, eventId, round } = event;
        progress(`${name}: ${players} players, drops after round 2, late entries, round 4 under way`);
        // Warm-up: the first answer of each kind compiles what later ones reuse.
        await timed('standings.get', { eventId });

        const fresh: number[] = [];
        const kept: number[] = [];
        // Each result entered, by table: a correction below turns it round.
        const entered = new Map<number, ReturnType<typeof gamesResult>>();
        const enter = (table: BenchRound['tables'][number]) => {
          const result = drawn(table);
          entered.set(table.id, result);
          call('result.enter', result);
        };
        const open = round.tables.filter((t) => !t.bye);
        for (const table of open.slice(0, RUNS)) {
          enter(table);
          fresh.push((await timed('standings.get', { eventId })).ms);
          kept.push((await timed('standings.get', { eventId })).ms);
        }
        host.core.store.transaction(() => open.slice(RUNS).forEach(enter));

        const pairs: number[] = [];
        const pairedAndRanked: number[] = [];
        let newest = { roundId: round.id, version: call<BenchRound>('round.get', { roundId: round.id }).version };
        for (let i = 0; i < RUNS; i++) {
          if (i > 0) event.late();
          const { ms, value } = await timed<BenchRound>('round.pair', { eventId, newest, tables: false });
          pairs.push(ms);
          pairedAndRanked.push(ms + (await timed('standings.get', { eventId })).ms);
          newest = { roundId: value.id, version: value.version };
        }
        progress(`${name}: standings and pairing timed; now with the other core busy`);
        const busy = busyCore();
        let withTables: number[];
        const corrected: number[] = [];
        try {
          ({ times: withTables, newest } = await repairsWithTables(event, timed, newest));
          // Round 4 is counted now; each correction of one of its results ranks everyone again.
          for (let i = 0; i < RUNS; i++) {
            const table = call<BenchRound>('round.get', { roundId: round.id }).tables.find((t) => t.id === open[i]!.id)!;
            const [first, second] = entered.get(table.id)!.games.map((g) => g.seats[0]!.outcome === 'win');
            // A draft after the round is paired again by a correction; the desk's reason is required.
            call('result.correct', { ...gamesResult(table, [!first!, !second!]), reason: 'Bench' });
            corrected.push((await timed('standings.get', { eventId })).ms);
          }
        } finally {
          await busy.stop();
        }
        rows.push(
          row('standings-http-N', fresh, standingsBudget, 'standings.get over HTTP right after a result of round 4 (the answer made again, its ranked rows kept)'),
          row('standings-http-N-kept', kept, standingsBudget, 'standings.get over HTTP again, nothing changed (the kept answer)'),
          row('round-pair-http-N', pairs, pairBudget, 'round.pair over HTTP as the desk asks it (no tables in the answer): round 5, then that draft again after each late entry'),
          row('round-and-standings-http-N', pairedAndRanked, largest ? LARGEST_BUDGET_MS : pairBudget + standingsBudget, 'each of those pairings and standings.get asked right after it, summed'),
          row('round-pair-http-N-tables', withTables, pairBudget, 'round.pair over HTTP with the tables in the answer after a late entry, the other core busy', 3),
          row('standings-http-N-after-correction', corrected, standingsBudget, 'standings.get over HTTP right after a result of counted round 4 was corrected, the other core busy', 3),
        );
      } finally {
        await client.close();
        await host.close();
      }
      if (!largest) {
        progress(`${name}: the same event with every match split (one score group)`);
        rows.push(row('round-pair-http-N-all-split', await allSplitRepairs(players), pairBudget, 'round.pair with the tables after a late entry in the event whose every match was split 1–1 (one score group: the worst case), the other core busy', 3));
      }
      return rows;
    },
  };
}

/** `worstTimes`: where given, the worst must also be within that many times the budget. */
function measureRow(name: string, players: number, times: number[], budget: number, what: string, worstTimes?: number): MeasureRow {
  const med = median(times)!;
  const worst = Math.max(...times);
  return {
    kind: 'latency',
    case: name,
    engine: 'arbiter',
    players,
    rounds: 4,
    runs: times.length,
    median_ms: round3(med),
    worst_ms: round3(worst),
    budget_ms: budget,
    within_budget: med <= budget && (worstTimes === undefined || worst <= worstTimes * budget),
    note: `${what}; judged on the median${worstTimes === undefined ? '' : ` and the worst (within ${worstTimes}x)`}`,
  };
}
