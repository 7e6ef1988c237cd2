// runtime: pure
// Sonneborn-Berger: the match points of every opponent beaten, plus half those of every opponent
// drawn with. A bye beats nobody; at a table of more seats, an opponent placed lower is beaten.
import { RESULT_DRAW, RESULT_WIN } from '../types';
import { descriptionKey, type PerEntryTiebreaker } from './types';

export const sonnebornBerger: PerEntryTiebreaker = {
  id: 'sonneborn_berger',
  descriptionKey: descriptionKey('sonneborn_berger'),
  better: 'desc',
  format: 'number',
  kind: 'per-entry',
  compute(d) {
    const out = new Float64Array(d.n);
    for (let i = 0; i < d.n; i++) {
      let s = 0;
      for (let k = d.start[i]!; k < d.start[i + 1]!; k++) {
        for (let l = d.oppFrom[k]!, end = l + d.oppCount[k]!; l < end; l++) {
          const o = d.opp[l]!;
          if (d.oppResult[l] === RESULT_WIN) s += d.entryMatchPoints[o]!;
          else if (d.oppResult[l] === RESULT_DRAW) s += d.entryMatchPoints[o]! / 2;
        }
      }
      out[i] = s;
    }
    return out;
  },
};
