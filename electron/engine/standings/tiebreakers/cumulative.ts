// runtime: pure
// Cumulative: the sum of the running match-point totals after each of the entry's rounds, which
// rewards points won early. A bye and a counted missed round add their points in their round.
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const cumulative: PerEntryTiebreaker = {
  id: 'cumulative',
  descriptionKey: descriptionKey('cumulative'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute(d) {
    const out = new Float64Array(d.n);
    for (let i = 0; i < d.n; i++) {
      let running = 0;
      let s = 0;
      for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
        running += d.matchPoints[k]!;
        s += running;
      }
      out[i] = s;
    }
    return out;
  },
};
