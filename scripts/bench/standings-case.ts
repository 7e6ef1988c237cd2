// The standings case: times a standings computation over buildStandingsInput() (4,096 x 12);
// registry.ts passes the call (Netrunner, and Generic with every tiebreaker).
import { performance } from 'node:perf_hooks';
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';
import { median } from './simulate';
import { buildStandingsInput, type StandingsInput } from './standings-input';

export const STANDINGS_BUDGET_MS = 50;
const RUNS = 10;

export function standingsCase(
  compute: (input: StandingsInput) => unknown,
  name = 'standings-4096x12',
): BenchCase {
  return {
    name,
    run(opts, progress) {
      const input = buildStandingsInput(`${opts.seed}|${name}`);
      progress(`${name}: input built (${input.tables.length} tables)`);
      compute(input); // warm-up, not timed
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        compute(input);
        times.push(performance.now() - t0);
      }
      const med = median(times)!;
      const worst = Math.max(...times);
      const row: MeasureRow = {
        kind: 'standings',
        case: name,
        engine: 'arbiter',
        players: input.players,
        rounds: input.rounds,
        runs: RUNS,
        median_ms: Math.round(med * 1000) / 1000,
        worst_ms: Math.round(worst * 1000) / 1000,
        budget_ms: STANDINGS_BUDGET_MS,
        // The median of repeated runs: a single worst run mostly measures a GC pause or another
        // process on the machine, not the computation.
        within_budget: med <= STANDINGS_BUDGET_MS,
        note: null,
      };
      return [row];
    },
  };
}
