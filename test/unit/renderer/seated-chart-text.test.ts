// The chart explained in words: the regulation's chart for 16 at four tables of four, a dealt
// chart with its table sizes as runs for other fields, a straight final when too few qualified;
// every line a key of the catalog with its values filled.
import { describe, expect, it } from 'vitest';
import { english } from '../../../renderer/src/i18n';
import { chartExplanation } from '../../../renderer/src/seated-playoff/chart-text';
import type { SeatedChart } from '../../../shared/model/seated-chart';

const table = (n: number, size: number) => ({ table: n, eventRound: 4, played: false, seats: Array.from({ length: size }, (_, i) => ({ entryId: n * 10 + i, name: `P${n}${i}`, place: i + 1, points: null, winner: false })) });
const chart = (sizes: number[], first: 'semifinal' | 'final' = 'semifinal'): SeatedChart => ({
  eventId: 1,
  stage: { position: 2, kind: 'seated_playoff' },
  first,
  qualifiers: sizes.reduce((a, b) => a + b, 0),
  semifinal: first === 'final' ? [] : sizes.map((s, i) => table(i + 1, s)),
  final: first === 'final' ? table(1, sizes[0]!) : null,
});

function lookup(key: string): string {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], english) as string;
}

describe('the chart explained', () => {
  it('names the regulation chart for 16 at tables of four', () => {
    const lines = chartExplanation(chart([4, 4, 4, 4]));
    expect(lines.map((l) => l.key)).toEqual(['seatedChart.explain.regulation', 'seatedChart.explain.run', 'seatedChart.explain.final', 'seatedChart.explain.seatChoice']);
    expect(lines[1]!.params).toEqual({ from: 1, to: 4, size: 4 });
  });

  it('explains a dealt chart with its sizes, and a straight final', () => {
    const lines = chartExplanation(chart([4, 4, 4, 3]));
    expect(lines.map((l) => [l.key, l.params])).toEqual([
      ['seatedChart.explain.snake', { qualifiers: 15, tables: 4 }],
      ['seatedChart.explain.run', { from: 1, to: 3, size: 4 }],
      ['seatedChart.explain.runOne', { table: 4, size: 3 }],
      ['seatedChart.explain.final', { tables: 4 }],
      ['seatedChart.explain.seatChoice', {}],
    ]);
    expect(chartExplanation(chart([4], 'final')).map((l) => [l.key, l.params])).toEqual([
      ['seatedChart.explain.finalOnly', { finalists: 4 }],
      ['seatedChart.explain.seatChoice', {}],
    ]);
  });

  it('has every line in the catalog, with no value left unfilled', () => {
    for (const c of [chart([4, 4, 4, 4]), chart([4, 4, 4, 3]), chart([3, 3, 3]), chart([4], 'final')]) {
      for (const line of chartExplanation(c)) {
        const text = lookup(line.key);
        expect(typeof text).toBe('string');
        for (const name of [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!)) expect(line.params).toHaveProperty(name);
      }
    }
  });
});
