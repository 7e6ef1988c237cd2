// runtime: pure. What the chart says above its tables, in words: how many qualified, how many
// tables of what size, how the places were dealt, and who chooses a seat first; or why the best
// play a straight final. Keys of the seatedChart catalog block with their values.
import type { SeatedChart } from '../../../shared/model/seated-chart';

export type ChartKey = `seatedChart.explain.${'regulation' | 'snake' | 'run' | 'runOne' | 'final' | 'finalOnly' | 'seatChoice'}`;

export interface ChartLine {
  key: ChartKey;
  params: Record<string, string | number>;
}

/** Table sizes as runs: "tables 1–3 seat 4", "table 4 seats 3". */
function sizeRuns(sizes: readonly number[]): ChartLine[] {
  const runs: ChartLine[] = [];
  sizes.forEach((size, i) => {
    const last = runs.at(-1);
    if (last && last.params.size === size) last.params.to = i + 1;
    else runs.push({ key: 'seatedChart.explain.run', params: { from: i + 1, to: i + 1, size } });
  });
  return runs.map((r) => (r.params.from === r.params.to ? { key: 'seatedChart.explain.runOne', params: { table: r.params.from!, size: r.params.size! } } : r));
}

export function chartExplanation(chart: SeatedChart): ChartLine[] {
  if (chart.first === 'final') return [{ key: 'seatedChart.explain.finalOnly', params: { finalists: chart.qualifiers } }, { key: 'seatedChart.explain.seatChoice', params: {} }];
  const tables = chart.semifinal.length;
  const regulation = tables === 4 && chart.semifinal.every((t) => t.seats.length === 4);
  return [
    { key: regulation ? 'seatedChart.explain.regulation' : 'seatedChart.explain.snake', params: { qualifiers: chart.qualifiers, tables } },
    ...sizeRuns(chart.semifinal.map((t) => t.seats.length)),
    { key: 'seatedChart.explain.final', params: { tables } },
    { key: 'seatedChart.explain.seatChoice', params: {} },
  ];
}
