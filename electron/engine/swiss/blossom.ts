// runtime: pure. An exact minimum-weight perfect matching for fields and clusters too big for
// the subset program (exact.ts): Edmonds' blossom algorithm, O(m^3) (mwmatching.ts). It
// maximises, so each weight w becomes top - w; with every matching of the same size (a perfect
// matching on a complete graph), the most of (top - w) is the least of w.
import { maxWeightPerfectMatching } from './mwmatching';

export function blossomMatching(m: number, weights: Float64Array): Int32Array {
  if (m % 2 !== 0) throw new Error(`blossomMatching: odd size ${m}`);
  let top = 0;
  for (const w of weights) if (w > top) top = w;
  top += 1;
  const flipped = new Float64Array(m * m);
  for (let k = 0; k < m * m; k++) flipped[k] = top - weights[k]!;
  return maxWeightPerfectMatching(m, flipped);
}
