// Commands and queries over HTTP at 4,096 players (issue budget: round.pair <= 100 ms,
// standings.get <= 30 ms, judged on the median of ten): a Netrunner event with three rounds played
// and a fourth under way, on the venue host. Timed from posting to the whole answer received (the
// client's JSON.parse of it is the window's time, not the host's), by a client on its own thread
// (remote-client.ts), as a desk is another machine or process.
//   standings-http-4096        standings.get right after a result of the round under way (the
//                              answer is made again; its ranked rows are kept: the round is not
//                              counted until its last result)
//   standings-http-4096-kept   standings.get asked again with no change between (the kept answer)
//   round-pair-http-4096       round.pair of round 5 once round 4 is complete, then pairing that
//                              draft again (the same work each time), asked as the desk asks it:
//                              without the round's tables (it reads them on the change event)
// and as any other client would ask, with the machine's other core kept busy (busy-core.ts), the
// measures issue 29 names (its budget: the median within, the worst within three times it):
//   round-pair-http-4096-tables          round.pair with the round's tables in the answer
//   standings-http-4096-after-correction standings.get right after a result of a counted round
//                                        changed (result.correct in round 4): every row ranked again
import { openBenchHost } from './bench-host';
import { remoteClient } from './remote-client';
import type { BenchCase } from './case';
import { coreCaller, createBenchEvent, enterAll, roundUnderway, splitResult, type BenchRound } from './core-event';
import type { MeasureRow } from './rows';
import { median, round3 } from './simulate';
import { busyCore } from './busy-core';

export const PAIR_HTTP_BUDGET_MS = 100;
export const STANDINGS_HTTP_BUDGET_MS = 30;
const PLAYERS = 4096;
const RUNS = 10;

export function httpCase(): BenchCase {
  return {
    name: 'http-4096',
    async run(_opts, progress) {
      const host = await openBenchHost('http');
      const { core } = host;
      const client = remoteClient(host.url);
      const timed = async <T>(name: string, body: unknown): Promise<{ ms: number; value: T }> => {
        const { answer, ms } = await client.post<T>(name, body);
        if (!answer.ok) throw new Error(`${name}: ${answer.error?.message}`);
        return { ms, value: answer.value };
      };
      try {
        const call = coreCaller(core);
        const eventId = createBenchEvent(core, PLAYERS);
        const round = roundUnderway(core, eventId, 4);
        progress(`http-4096: ${PLAYERS} players, round 4 under way`);
        // Warm-up: the first answer of each kind compiles what later ones reuse.
        await timed('standings.get', { eventId });

        const fresh: number[] = [];
        const kept: number[] = [];
        const open = round.tables.filter((t) => !t.bye);
        for (const table of open.slice(0, RUNS)) {
          call('result.enter', splitResult(table));
          fresh.push((await timed('standings.get', { eventId })).ms);
          kept.push((await timed('standings.get', { eventId })).ms);
        }
        enterAll(core, { ...round, tables: open.slice(RUNS) });

        const pairs: number[] = [];
        let newest = { roundId: round.id, version: call<BenchRound>('round.get', { roundId: round.id }).version };
        for (let i = 0; i < RUNS; i++) {
          const { ms, value } = await timed<BenchRound>('round.pair', { eventId, newest, tables: false });
          pairs.push(ms);
          newest = { roundId: value.id, version: value.version };
        }
        progress('http-4096: standings and pairing timed; now with the other core busy');
        const busy = busyCore();
        const withTables: number[] = [];
        const corrected: number[] = [];
        try {
          for (let i = 0; i < RUNS; i++) {
            const { ms, value } = await timed<BenchRound>('round.pair', { eventId, newest, tables: true });
            withTables.push(ms);
            newest = { roundId: value.id, version: value.version };
          }
          // Round 4 is counted now; each correction of one of its results ranks everyone again.
          const counted = call<BenchRound>('round.get', { roundId: round.id }).tables.filter((t) => !t.bye);
          for (let i = 0; i < RUNS; i++) {
            const table = call<BenchRound>('round.get', { roundId: round.id }).tables.find((t) => t.id === counted[i]!.id)!;
            const flipped = splitResult({ ...table, seats: [...table.seats].reverse() });
            // A draft after the round is paired again by a correction; the desk's reason is required.
            call('result.correct', { ...flipped, reason: 'Bench' });
            corrected.push((await timed('standings.get', { eventId })).ms);
          }
        } finally {
          await busy.stop();
        }
        return [
          row('standings-http-4096', fresh, STANDINGS_HTTP_BUDGET_MS, 'standings.get over HTTP right after a result of round 4 (the answer made again, its ranked rows kept)'),
          row('standings-http-4096-kept', kept, STANDINGS_HTTP_BUDGET_MS, 'standings.get over HTTP again, nothing changed (the kept answer)'),
          row('round-pair-http-4096', pairs, PAIR_HTTP_BUDGET_MS, 'round.pair over HTTP as the desk asks it (no tables in the answer): round 5, then that draft again'),
          row('round-pair-http-4096-tables', withTables, PAIR_HTTP_BUDGET_MS, 'round.pair over HTTP with the tables in the answer, the other core busy', 3),
          row('standings-http-4096-after-correction', corrected, STANDINGS_HTTP_BUDGET_MS, 'standings.get over HTTP right after a result of counted round 4 was corrected, the other core busy', 3),
        ];
      } finally {
        await client.close();
        await host.close();
      }
    },
  };
}

/** `worstTimes`: where given, the worst must also be within that many times the budget. */
function row(name: string, times: number[], budget: number, what: string, worstTimes?: number): MeasureRow {
  const med = median(times)!;
  const worst = Math.max(...times);
  return {
    kind: 'latency',
    case: name,
    engine: 'arbiter',
    players: PLAYERS,
    rounds: 4,
    runs: times.length,
    median_ms: round3(med),
    worst_ms: round3(worst),
    budget_ms: budget,
    within_budget: med <= budget && (worstTimes === undefined || worst <= worstTimes * budget),
    note: `${what}; judged on the median${worstTimes === undefined ? '' : ` and the worst (within ${worstTimes}x)`}`,
  };
}
