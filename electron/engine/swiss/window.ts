// runtime: pure. Re-pair a set of entries exactly under the pairing cost (cost.ts). The cost's
// table fields are sums over tables, so re-pairing any closed set of tables optimally can only
// lower the total; clusters.ts proves when it also gives the least total.
import { tableParts, type CostContext } from './cost';
import { blossomMatching } from './blossom';
import { exactMatching } from './exact';

/** Each unit exceeds the largest possible sum over m / 2 tables of the fields after it; `fits`
 * when every sum of weights is an exact integer (so the matching's comparisons are exact). */
function foldUnits(ctx: CostContext, m: number, maxGap: number) {
  const tables = m / 2;
  const sideUnit = tables * 2 * ctx.list.length + 1;
  const gapUnit = sideUnit * (tables + 1);
  const rematchUnit = gapUnit * (tables * maxGap + 1);
  return { sideUnit, gapUnit, rematchUnit, fits: rematchUnit * (tables + 1) <= Number.MAX_SAFE_INTEGER };
}

/** Whether windowWeights can fold these positions exactly: the units grow with the window's
 * size and score range, so a very wide window of a large field may not. */
export function windowFits(ctx: CostContext, positions: readonly number[]): boolean {
  let high = -Infinity;
  let low = Infinity;
  for (const p of positions) {
    const s = ctx.list[p]!.groupScore;
    if (s > high) high = s;
    if (s < low) low = s;
  }
  const d = positions.length < 2 ? 0 : high - low;
  return foldUnits(ctx, positions.length, d * d).fits;
}

/** Fold (rematch, gap, sides, deviation) into one number whose order is the lexicographic order
 * over any pairing of these positions: each unit exceeds the largest possible sum of the fields
 * after it. */
export function windowWeights(ctx: CostContext, positions: readonly number[]): Float64Array {
  const m = positions.length;
  // tableParts is symmetric, so each pair is costed once (it dominates the time of a large window).
  const pairs = (m * (m - 1)) / 2;
  const rematch = new Uint8Array(pairs);
  const gap = new Float64Array(pairs);
  const sides = new Uint8Array(pairs);
  const deviation = new Float64Array(pairs);
  let maxGap = 0;
  for (let a = 0, k = 0; a < m; a++) {
    for (let b = a + 1; b < m; b++, k++) {
      const p = tableParts(ctx, positions[a]!, positions[b]!);
      rematch[k] = p.rematch;
      gap[k] = p.gap;
      sides[k] = p.sides;
      deviation[k] = p.deviation;
      if (p.gap > maxGap) maxGap = p.gap;
    }
  }
  const { sideUnit, gapUnit, rematchUnit, fits } = foldUnits(ctx, m, maxGap);
  if (!fits) throw new Error('window weights overflow');
  const w = new Float64Array(m * m);
  for (let a = 0, k = 0; a < m; a++) {
    for (let b = a + 1; b < m; b++, k++) {
      w[a * m + b] = w[b * m + a] = rematch[k]! * rematchUnit + gap[k]! * gapUnit + sides[k]! * sideUnit + deviation[k]!;
    }
  }
  return w;
}

/** Up to this many entries the subset program is quick (and is what the brute-force tests
 * check); beyond, the blossom algorithm. */
const SUBSET_MAX = 16;

/** An optimal pairing of m positions under the folded weights. */
export function optimalMatching(m: number, weights: Float64Array): Int32Array {
  return m <= SUBSET_MAX ? exactMatching(m, weights) : blossomMatching(m, weights);
}

/** Replace the pairing among `positions` (closed under partner) by an optimal one. */
export function solveWindow(ctx: CostContext, partner: Int32Array, positions: readonly number[]) {
  const local = optimalMatching(positions.length, windowWeights(ctx, positions));
  positions.forEach((pos, a) => {
    partner[pos] = positions[local[a]!]!;
  });
}
