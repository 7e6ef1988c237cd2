// The measurement behind docs/engine.md's "The size limit": simulated events (the stronger player
// wins 60 %, ceil(log2 n) + 2 rounds, no draws, 2 % and 10 % drawn matches) replayed round by
// round, each round's pairing call timed, with whether every bye choice tried was proven
// least-cost and the largest cluster it re-paired. A measurement, not a test: it prints the
// slowest rounds and a summary per size.
//
//   npx tsx scripts/bench/exactness-replay.ts [--players 200,1000] [--draws 0,0.02,0.1]
//                                             [--events 6] [--slowest 15]
import { performance } from 'node:perf_hooks';
import { pairSwissRound, type SolveReport } from '../../electron/engine/swiss';
import { createRng } from '../../electron/engine/random';
import { roundPairingOf, SimEvent } from './event';
import { createField } from './field';
import { median } from './simulate';

const DEFAULT_PLAYERS = [200, 300, 400, 512, 600, 800, 1000, 1024];
const DEFAULT_DRAWS = [0, 0.02, 0.1];

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}
const numbers = (text: string | undefined, fallback: number[]) => (text ? text.split(',').map(Number) : fallback);

interface RoundRow {
  players: number;
  drawRate: number;
  event: number;
  round: number;
  ms: number;
  /** CPU time of the call: on a shared machine wall time also counts other processes' turns. */
  cpuMs: number;
  proven: boolean;
  largestCluster: number;
}

function replay(players: number, drawRate: number, event: number): RoundRow[] {
  const seed = `exactness-${players}-${drawRate}-${event}`;
  const sim = new SimEvent(createField(seed, players, drawRate));
  const rounds = Math.ceil(Math.log2(players)) + 2;
  const rows: RoundRow[] = [];
  for (let round = 1; round <= rounds; round++) {
    const reports: SolveReport[] = [];
    const req = { round, candidates: sim.candidates(), byePolicy: 'lowest_ranked_without_bye' as const, rng: createRng(`${seed}|${round}`) };
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = pairSwissRound(req, { onSolved: (r) => reports.push(r) });
    const cpu = process.cpuUsage(c0);
    const ms = performance.now() - t0;
    rows.push({
      players,
      drawRate,
      event,
      round,
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      proven: reports.every((r) => r.proven),
      largestCluster: Math.max(0, ...reports.map((r) => r.largestCluster)),
    });
    sim.play(round, roundPairingOf(result));
  }
  return rows;
}

function timing(rows: readonly RoundRow[]): string {
  const f = (xs: number[]) => `median ${median(xs)!.toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms`;
  return `wall ${f(rows.map((r) => r.ms))}; CPU ${f(rows.map((r) => r.cpuMs))}`;
}

const sizes = numbers(option('players'), DEFAULT_PLAYERS);
const draws = numbers(option('draws'), DEFAULT_DRAWS);
const events = Number(option('events') ?? 6);
const slowest = Number(option('slowest') ?? 15);
const all: RoundRow[] = [];
for (const players of sizes) {
  for (const drawRate of draws) {
    const rows: RoundRow[] = [];
    for (let e = 0; e < events; e++) rows.push(...replay(players, drawRate, e));
    all.push(...rows);
    const unproven = rows.filter((r) => !r.proven).length;
    console.log(
      `${players} players, ${drawRate * 100} % draws: ${rows.length} rounds, ${timing(rows)}, unproven ${unproven}, ` +
        `largest cluster ${Math.max(...rows.map((r) => r.largestCluster))}`,
    );
  }
}
console.log(`\nall: ${all.length} rounds, ${timing(all)}, unproven ${all.filter((r) => !r.proven).length}`);
console.log(`slowest ${slowest} by CPU time:`);
for (const r of all.sort((a, b) => b.cpuMs - a.cpuMs).slice(0, slowest)) {
  console.log(
    `  ${r.cpuMs.toFixed(1)} ms CPU (${r.ms.toFixed(1)} wall)  ${r.players} players, ${r.drawRate * 100} % draws, event ${r.event}, round ${r.round}: ` +
      `${r.proven ? 'proven' : 'UNPROVEN'}, largest cluster ${r.largestCluster}`,
  );
}
