// The bracket cases: a single- or double-elimination stage of 1,024 sides advanced round by round
// through its stage kind, as the core asks it (the draw, then each round from the history with
// every result in, until the kind says the stage is over); each step is timed against issue 9's
// budget of 50 ms.
import { performance } from 'node:perf_hooks';
import { createRng } from '../../electron/engine/random';
import { genericRuleset } from '../../electron/engine/rulesets';
import { stageKind } from '../../electron/engine/stages';
import type { GameResult, TableRecord } from '../../electron/engine/types';
import type { BenchCase } from './case';
import type { MeasureRow } from './rows';
import { median } from './simulate';

export const BRACKET_STEP_BUDGET_MS = 50;

/** A best-of-one won by one seat, drawn by the bench's random source. */
function decided(a: number, b: number, aWins: boolean): GameResult[] {
  return [{ seats: [{ entryId: a, outcome: aWins ? 'win' : 'loss', score: 0 }, { entryId: b, outcome: aWins ? 'loss' : 'win', score: 0 }] }];
}

export function bracketCase(sides: number, kindId: 'elimination' | 'double_elimination' = 'elimination'): BenchCase {
  const name = `bracket-${sides}-${kindId === 'elimination' ? 'single' : 'double'}-elimination`;
  return {
    name,
    run(opts, progress) {
      const ruleset = genericRuleset({ format: 'elimination', drawsAllowed: false });
      const kind = stageKind(kindId);
      const entries = Array.from({ length: sides }, (_, i) => ({ id: i + 1, dropped: false, joinedRound: 1 }));
      const rng = createRng(`${opts.seed}|${name}`);
      const tables: TableRecord[] = [];
      const times: number[] = [];
      const over = (round: number) =>
        kind.isComplete({
          plannedRounds: null,
          lastClosedRound: round - 1,
          firstRoundTables: tables.filter((t) => t.round === 1).length,
          history: () => ({ ruleset, entries, tables }),
        });
      for (let round = 1; !over(round); round++) {
        const t0 = performance.now();
        const next = kind.nextRound({ ruleset, entries, tables, round, seed: `${opts.seed}|${round}` });
        times.push(performance.now() - t0);
        for (const t of next.tables) tables.push({ round, table: t.table, entries: t.entries, bye: false, games: decided(t.entries[0]!, t.entries[1]!, rng.next() < 0.5) });
        for (const b of next.byes) tables.push({ round, table: b.table ?? 0, entries: [b.entryId], bye: true, games: [] });
      }
      progress(`${name}: ${times.length} rounds`);
      const worst = Math.max(...times);
      const row: MeasureRow = {
        kind: 'bracket',
        case: name,
        engine: 'arbiter',
        players: sides,
        rounds: times.length,
        runs: times.length,
        median_ms: Math.round(median(times)! * 1000) / 1000,
        worst_ms: Math.round(worst * 1000) / 1000,
        budget_ms: BRACKET_STEP_BUDGET_MS,
        within_budget: worst <= BRACKET_STEP_BUDGET_MS,
        note: 'per step: the draw, then each round from the history',
      };
      return [row];
    },
  };
}
