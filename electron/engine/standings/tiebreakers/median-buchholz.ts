// runtime: pure
// Median Buchholz: Buchholz without the best and the worst opponent. With fewer than three
// opponents nothing is dropped (dropping both of two would leave nothing to compare).
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const medianBuchholz: PerEntryTiebreaker = {
  id: 'median_buchholz',
  descriptionKey: descriptionKey('median_buchholz'),
  better: 'desc',
  kind: 'per-entry',
  compute(d) {
    const out = new Float64Array(d.n);
    for (let i = 0; i < d.n; i++) {
      let sum = 0;
      let k = 0;
      let hi = -Infinity;
      let lo = Infinity;
      for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
        const o = d.opp[k]!;
        if (o < 0) continue;
        const v = d.entryMatchPoints[o]!;
        sum += v;
        k += 1;
        if (v > hi) hi = v;
        if (v < lo) lo = v;
      }
      out[i] = k >= 3 ? sum - hi - lo : sum;
    }
    return out;
  },
};
