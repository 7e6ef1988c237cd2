// runtime: pure. An exact minimum-weight perfect matching for fields and clusters too big for
// the subset program (exact.ts): Edmonds' blossom algorithm, O(m^3) (mwmatching.ts). It
// maximises, so each weight w becomes top - w; with every matching of the same size (a perfect
// matching on a complete graph), the most of (top - w) is the least of w.
import { maxWeightPerfectMatchingDoubled } from './mwmatching';

export function blossomMatching(m: number, weights: Float64Array): Int32Array {
  if (m % 2 !== 0) throw new Error(`blossomMatching: odd size ${m}`);
  let top = 0;
  for (let k = 0; k < m * m; k++) if (weights[k]! > top) top = weights[k]!;
  top += 1;
  const doubled = new Float64Array(m * m);
  for (let k = 0; k < m * m; k++) doubled[k] = 2 * (top - weights[k]!);
  return maxWeightPerfectMatchingDoubled(m, doubled);
}
