// Commands and queries over HTTP on the largest events: a Netrunner event with drops after round 2,
// late entries from round 3 on, three rounds played and a fourth under way, on the venue host,
// its seeds drawn from a counter so every run plays the same event. Timed from posting to the
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
// Budgets: at 4,096 players round.pair 100 ms and standings.get 30 ms; at 16,384 a round paired
// with its standings within 1 s (issue 29), each call measured against that second.
import { openBenchHost } from './bench-host';
import { remoteClient } from './remote-client';
import type { BenchCase } from './case';
import { coreCaller, createBenchEvent, enterAll, publishNextRound, splitResult, type BenchRound } from './core-event';
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
      const { core } = host;
      const client = remoteClient(host.url);
      const timed = async <T>(operation: string, body: unknown): Promise<{ ms: number; value: T }> => {
        const { answer, ms } = await client.post<T>(operation, body);
        if (!answer.ok) throw new Error(`${operation}: ${answer.error?.message}`);
        return { ms, value: answer.value };
      };
      try {
        const call = coreCaller(core);
        const eventId = createBenchEvent(core, players);
        let late = 0;
        let round: BenchRound | null = null;
        for (let r = 1; r <= 4; r++) {
          round = publishNextRound(core, eventId, round && { roundId: round.id, version: round.version });
          if (r === 4) break;
          enterAll(core, round);
          if (r === 2) dropSome(call, eventId);
          if (r >= 2) lateEntry(call, eventId, ++late);
        }
        progress(`${name}: ${players} players, drops after round 2, late entries, round 4 under way`);
        // Warm-up: the first answer of each kind compiles what later ones reuse.
        await timed('standings.get', { eventId });

        const fresh: number[] = [];
        const kept: number[] = [];
        const open = round!.tables.filter((t) => !t.bye);
        for (const table of open.slice(0, RUNS)) {
          call('result.enter', splitResult(table));
          fresh.push((await timed('standings.get', { eventId })).ms);
          kept.push((await timed('standings.get', { eventId })).ms);
        }
        enterAll(core, { ...round!, tables: open.slice(RUNS) });

        const pairs: number[] = [];
        const pairedAndRanked: number[] = [];
        let newest = { roundId: round!.id, version: call<BenchRound>('round.get', { roundId: round!.id }).version };
        for (let i = 0; i < RUNS; i++) {
          if (i > 0) lateEntry(call, eventId, ++late);
          const { ms, value } = await timed<BenchRound>('round.pair', { eventId, newest, tables: false });
          pairs.push(ms);
          pairedAndRanked.push(ms + (await timed('standings.get', { eventId })).ms);
          newest = { roundId: value.id, version: value.version };
        }
        progress(`${name}: standings and pairing timed; now with the other core busy`);
        const busy = busyCore();
        const withTables: number[] = [];
        const corrected: number[] = [];
        try {
          for (let i = 0; i < RUNS; i++) {
            lateEntry(call, eventId, ++late);
            const { ms, value } = await timed<BenchRound>('round.pair', { eventId, newest, tables: true });
            withTables.push(ms);
            newest = { roundId: value.id, version: value.version };
          }
          // Round 4 is counted now; each correction of one of its results ranks everyone again.
          const counted = call<BenchRound>('round.get', { roundId: round!.id }).tables.filter((t) => !t.bye);
          for (let i = 0; i < RUNS; i++) {
            const table = call<BenchRound>('round.get', { roundId: round!.id }).tables.find((t) => t.id === counted[i]!.id)!;
            const flipped = splitResult({ ...table, seats: [...table.seats].reverse() });
            // A draft after the round is paired again by a correction; the desk's reason is required.
            call('result.correct', { ...flipped, reason: 'Bench' });
            corrected.push((await timed('standings.get', { eventId })).ms);
          }
        } finally {
          await busy.stop();
        }
        const row = (pattern: string, times: number[], budget: number, what: string, worstTimes?: number) =>
          measureRow(pattern.replace('N', String(players)), players, times, budget, what, worstTimes);
        return [
          row('standings-http-N', fresh, standingsBudget, 'standings.get over HTTP right after a result of round 4 (the answer made again, its ranked rows kept)'),
          row('standings-http-N-kept', kept, standingsBudget, 'standings.get over HTTP again, nothing changed (the kept answer)'),
          row('round-pair-http-N', pairs, pairBudget, 'round.pair over HTTP as the desk asks it (no tables in the answer): round 5, then that draft again after each late entry'),
          row('round-and-standings-http-N', pairedAndRanked, largest ? LARGEST_BUDGET_MS : pairBudget + standingsBudget, 'each of those pairings and standings.get asked right after it, summed'),
          row('round-pair-http-N-tables', withTables, pairBudget, 'round.pair over HTTP with the tables in the answer after a late entry, the other core busy', 3),
          row('standings-http-N-after-correction', corrected, standingsBudget, 'standings.get over HTTP right after a result of counted round 4 was corrected, the other core busy', 3),
        ];
      } finally {
        await client.close();
        await host.close();
      }
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
