// runtime: pure
// Median Buchholz: Buchholz without the best and the worst opponent. With fewer than three
// opponents nothing is dropped (dropping both of two would leave nothing to compare).
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const medianBuchholz: PerEntryTiebreaker = {
  id: 'median_buchholz',
  descriptionKey: descriptionKey('median_buchholz'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute(d) {
    const out = new Float64Array(d.n);
    for (let i = 0; i < d.n; i++) {
      let sum = 0;
      let met = 0;
      let hi = -Infinity;
      let lo = Infinity;
      for (let row = d.start[i]!; row < d.start[i + 1]!; row++) {
        for (let l = d.oppFrom[row]!, end = l + d.oppCount[row]!; l < end; l++) {
          const v = d.entryMatchPoints[d.opp[l]!]!;
          sum += v;
          met += 1;
          if (v > hi) hi = v;
          if (v < lo) lo = v;
        }
      }
      out[i] = met >= 3 ? sum - hi - lo : sum;
    }
    return out;
  },
};
