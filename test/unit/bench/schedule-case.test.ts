// The schedule bench case: its row carries the schedule's own quality, and the 1,000-player case
// is judged on time and on having no repeated pair. No timing assertion.
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../scripts/bench/options';
import { jsonLines, table } from '../../../scripts/bench/report';
import { scheduleCase } from '../../../scripts/bench/schedule-case';

describe('schedule bench case', () => {
  it('reports time, repeated pairs and the starting-position spread; only 1,000 players has a budget', async () => {
    const opts = parseArgs([]);
    const [small] = await scheduleCase(40).run(opts, () => {});
    expect(small).toMatchObject({ kind: 'schedule', case: 'schedule-40', players: 40, rounds: 3, repeated_pairs: 0, repeats: 0, first_more_than_once: 0, budget_ms: null, within_budget: null });
    const [budgeted] = await scheduleCase(1000).run(opts, () => {});
    expect(budgeted).toMatchObject({ players: 1000, repeats: 0, budget_ms: 1000 });
    expect(typeof budgeted!.within_budget).toBe('boolean');
    expect(JSON.parse(jsonLines([small!])[0]!)).toMatchObject({ kind: 'schedule', position_again: expect.any(Number) });
    expect(table([small!]).find((line) => line.startsWith('schedule-40'))).toMatch(/ 0 /);
  });
});
