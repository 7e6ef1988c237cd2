// The Catan schedule cases (issue 10): the three qualifying rounds of n players made in advance by
// makeSchedule, timed over a few runs after a warm-up, with the schedule's own quality: repeated
// pairs and the starting-position spread. Budget: 1,000 players in 1 s with no repeated pair.
import { performance } from 'node:perf_hooks';
import { makeSchedule } from '../../electron/engine/tables';
import type { BenchCase } from './case';
import type { ScheduleRow } from './rows';
import { median } from './simulate';

export const SCHEDULE_BUDGET = { players: 1000, ms: 1000 } as const;
const RUNS = 5;

export function scheduleCase(players: number): BenchCase {
  const name = `schedule-${players}`;
  return {
    name,
    run(opts, progress) {
      const ids = Array.from({ length: players }, (_, i) => i + 1);
      const make = (run: number) => makeSchedule({ players: ids, rounds: 3, seed: `${opts.seed}|${name}|${run}` });
      // The first run warms the JIT up and is not timed.
      let schedule = make(0);
      const times: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const t0 = performance.now();
        schedule = make(run);
        times.push(performance.now() - t0);
      }
      const q = schedule.quality;
      progress(`${name}: ${times.map((t) => t.toFixed(1)).join(', ')} ms`);
      const worst = Math.max(...times);
      const budget = players === SCHEDULE_BUDGET.players ? SCHEDULE_BUDGET.ms : null;
      const row: ScheduleRow = {
        kind: 'schedule',
        case: name,
        engine: 'arbiter',
        players,
        rounds: 3,
        runs: RUNS,
        median_ms: Math.round(median(times)! * 1000) / 1000,
        worst_ms: Math.round(worst * 1000) / 1000,
        repeated_pairs: q.repeatedPairs.length,
        repeats: q.repeats,
        first_more_than_once: q.firstMoreThanOnce,
        position_again: q.positionAgain,
        budget_ms: budget,
        within_budget: budget === null ? null : worst <= budget && q.repeats === 0,
        note: `last run: ${q.repeatedPairs.length} pairs meet twice; ${q.firstMoreThanOnce} start twice; ${q.positionAgain} of ${players} get a position twice`,
      };
      return [row];
    },
  };
}
