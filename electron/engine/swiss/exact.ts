// runtime: pure. An exact minimum-weight perfect matching for a few entries: a dynamic program
// over subsets, O(2^m * m). Used on small fields and small clusters (clusters.ts); larger ones go
// to the blossom algorithm (blossom.ts), which over thousands of entries would be too slow.

/** Largest m this will take: 2^20 doubles is 8 MB and ~20M steps. */
export const EXACT_MAX = 20;

/** weights[i * m + j] is the cost of pairing i with j (non-negative). Returns partner[i].
 * Ties go to the first partner found in index order, so the result is deterministic. */
export function exactMatching(m: number, weights: Float64Array): Int32Array {
  if (m % 2 !== 0 || m > EXACT_MAX) throw new Error(`exactMatching: bad size ${m}`);
  const size = 1 << m;
  const best = new Float64Array(size).fill(-1); // -1: not solved yet (weights are >= 0)
  const pick = new Int8Array(size);
  best[0] = 0;
  const solve = (mask: number): number => {
    const known = best[mask]!;
    if (known >= 0) return known;
    // The lowest remaining entry must be paired with someone: branching on it alone suffices.
    const i = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << i);
    let min = Infinity;
    let arg = -1;
    for (let r = rest; r !== 0; r &= r - 1) {
      const j = 31 - Math.clz32(r & -r);
      const v = weights[i * m + j]! + solve(rest & ~(1 << j));
      if (v < min) {
        min = v;
        arg = j;
      }
    }
    best[mask] = min;
    pick[mask] = arg;
    return min;
  };
  solve(size - 1);
  const partner = new Int32Array(m);
  for (let mask = size - 1; mask !== 0; ) {
    const i = 31 - Math.clz32(mask & -mask);
    const j = pick[mask]!;
    partner[i] = j;
    partner[j] = i;
    mask &= ~((1 << i) | (1 << j));
  }
  return partner;
}
