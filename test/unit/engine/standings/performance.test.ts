// A regression guard for the budget (4,096 entries x 12 rounds, every tiebreaker, <= 50 ms warm
// in plain Node). The bound here is loose because test machines vary and vitest adds overhead;
// docs/rulesets/generic.md records the measured numbers.
import { describe, expect, it } from 'vitest';
import { genericRuleset, GENERIC_TIEBREAKER_IDS } from '../../../../electron/engine/rulesets';
import { computeStandings } from '../../../../electron/engine/standings';
import type { EntryState, TableRecord } from '../../../../electron/engine/types';
import { rng, shuffle } from './random-event';

describe('standings performance', () => {
  it('4,096 entries x 12 rounds with every tiebreaker', () => {
    const r = rng(7);
    const n = 4096;
    const entries: EntryState[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, dropped: false, joinedRound: 1 }));
    const tables: TableRecord[] = [];
    for (let round = 1; round <= 12; round++) {
      const ids = shuffle(entries.map((e) => e.id), r);
      for (let t = 0; t < n / 2; t++) {
        const [a, b] = [ids[2 * t]!, ids[2 * t + 1]!];
        const x = r();
        const oa = x < 0.45 ? 'win' : x < 0.9 ? 'loss' : 'draw';
        const ob = oa === 'win' ? 'loss' : oa === 'loss' ? 'win' : 'draw';
        tables.push({ round, table: t + 1, entries: [a, b], bye: false, games: [{ seats: [{ entryId: a, outcome: oa, score: 0 }, { entryId: b, outcome: ob, score: 0 }] }] });
      }
    }
    const rs = genericRuleset({ tiebreakers: [...GENERIC_TIEBREAKER_IDS] });
    const times: number[] = [];
    for (let k = 0; k < 7; k++) {
      const t0 = performance.now();
      const rows = computeStandings(rs, entries, tables);
      times.push(performance.now() - t0);
      expect(rows).toHaveLength(n);
    }
    const median = times.sort((a, b) => a - b)[3]!;
    expect(median).toBeLessThan(250);
  });
});
