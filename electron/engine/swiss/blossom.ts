// runtime: pure. An exact minimum-weight perfect matching for fields and clusters too big for
// the subset program (exact.ts): Edmonds' blossom algorithm, O(m^3) (mwmatching.ts). It
// maximises, so each cost w is handed over as -w (doubled, as it reads them): every perfect
// matching has m / 2 edges, so the heaviest under -w is the cheapest under w.
import { maxWeightPerfectMatchingDoubled } from './mwmatching';

export function blossomMatching(m: number, weights: Float64Array): Int32Array {
  return blossomMatchingNegated(m, weights.map((w) => -2 * w));
}

/** The same from the costs already doubled and negated (-2w, both halves), which it may
 * overwrite, and optionally each row's largest off the diagonal: a caller that builds them so
 * (window.ts) saves a second m² matrix and three passes over it. */
export function blossomMatchingNegated(m: number, negatedDoubled: Float64Array, rowMost?: Float64Array): Int32Array {
  if (m % 2 !== 0) throw new Error(`blossomMatching: odd size ${m}`);
  return maxWeightPerfectMatchingDoubled(m, negatedDoubled, rowMost);
}
