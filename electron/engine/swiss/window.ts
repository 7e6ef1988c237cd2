// runtime: pure. Re-pair a set of entries exactly under the pairing cost (cost.ts). The cost's
// table fields are sums over tables, so re-pairing any closed set of tables optimally can only
// lower the total; clusters.ts proves when it also gives the least total.
import { leansConflict, type CostContext } from './cost';
import { blossomMatchingNegated } from './blossom';
import { MatchingOverflow } from './dual-update';
import { exactMatching } from './exact';

/** Largest weight handed to a matching: the blossom algorithm doubles it and keeps duals and
 * slacks within a few times it (mwmatching.ts checks), the subset program sums at most eight, and
 * all of that stays an exact integer in a double. */
const WEIGHT_LIMIT = 2 ** 49;

/** Each unit exceeds the largest possible sum over m / 2 tables of the fields after it (so one
 * table's weight is below twice the rematch unit); `fits` when every weight is an exact integer
 * below WEIGHT_LIMIT. */
function foldUnits(tables: number, deviationBound: number, gapBound: number, sideTables: number) {
  const sideUnit = deviationBound + 1;
  const gapUnit = sideUnit * (sideTables + 1);
  const rematchUnit = gapUnit * (gapBound + 1);
  return { sideUnit, gapUnit, rematchUnit, fits: 2 * rematchUnit <= WEIGHT_LIMIT };
}

/**
 * foldUnits for these positions, from bounds on what any pairing of them can sum to: an entry's
 * opponent can be no further from its 2.3.4 opponent than the far end of the window. A table's squared difference is at most twice the squared distances of its two
 * scores from the middle of the range ((a - b)² <= 2(a - c)² + 2(b - c)²), so the gap of any
 * pairing is at most twice their sum over the entries (and at most the widest gap per table).
 */
function unitsOf(ctx: CostContext, positions: readonly number[], roomForSides = true, scoreScale = 1) {
  let high = -Infinity;
  let low = Infinity;
  let first = Infinity;
  let last = -Infinity;
  for (const p of positions) {
    const s = ctx.score[p]! * scoreScale;
    if (s > high) high = s;
    if (s < low) low = s;
    if (p < first) first = p;
    if (p > last) last = p;
  }
  const mid = (high + low) / 2;
  let deviation = 0;
  let spread = 0;
  for (const p of positions) {
    const c = ctx.canon[p]!;
    deviation += Math.max(c - first, last - c);
    spread += (ctx.score[p]! * scoreScale - mid) ** 2;
  }
  const tables = positions.length / 2;
  const widest = positions.length < 2 ? 0 : (high - low) ** 2;
  const sideTables = roomForSides || ctx.balanceSides ? tables : 0;
  return foldUnits(tables, deviation, Math.ceil(Math.min(tables * widest, 2 * spread)), sideTables);
}

/** Whether windowWeights can fold these positions exactly: the units grow with the window's
 * size and score range, so a very wide window of a large field may not. */
export function windowFits(ctx: CostContext, positions: readonly number[]): boolean {
  return unitsOf(ctx, positions).fits;
}

/** Fold (rematch, gap, sides, deviation) into one number whose order is the lexicographic order
 * over any pairing of these positions: each unit exceeds the largest possible sum of the fields
 * after it. */
export function windowWeights(ctx: CostContext, positions: readonly number[]): Float64Array {
  return foldedWeights(ctx, positions, 1);
}

/** windowWeights times `scale` (exact: a power of two or its negative), both halves; with
 * `rowMost`, each row's largest off the diagonal is noted there too. */
function foldedWeights(ctx: CostContext, positions: readonly number[], scale: number, rowMost?: Float64Array): Float64Array {
  const m = positions.length;
  const units = unitsOf(ctx, positions);
  if (!units.fits) throw new Error('window weights overflow');
  const rematchUnit = units.rematchUnit * scale;
  const gapUnit = units.gapUnit * scale;
  const sideUnit = units.sideUnit * scale;
  const w = new Float64Array(m * m);
  const { score, canon, lean, met, balanceSides } = ctx;
  // tableParts, spelled out over the typed arrays: it is symmetric, so each pair is costed once
  // (this loop dominates the time of a large window).
  for (let a = 0; a < m; a++) {
    const i = positions[a]!;
    const si = score[i]!;
    const ci = canon[i]!;
    const li = lean[i]!;
    for (let b = a + 1; b < m; b++) {
      const j = positions[b]!;
      const d = si - score[j]!;
      const sides = balanceSides ? leansConflict(li, lean[j]!) * sideUnit : 0;
      const deviation = (Math.abs(j - ci) + Math.abs(i - canon[j]!)) * scale;
      const weight = (met(i, j) ? rematchUnit : 0) + d * d * gapUnit + sides + deviation;
      w[a * m + b] = w[b * m + a] = weight;
      if (rowMost) {
        if (weight > rowMost[a]!) rowMost[a] = weight;
        if (weight > rowMost[b]!) rowMost[b] = weight;
      }
    }
  }
  return w;
}

/** One table's weight for any two entries of the field, folded as windowWeights folds them over
 * `positions` but with the scores times `scoreScale` (a power of two that makes them integers, so
 * one step of score gap outweighs all the deviation), then times `scale` (a power of two or its
 * negative): what priced.ts reads pair by pair instead of a matrix; with the score-gap part of a
 * weight alone (`gap`, scaled alike) and the unit of one squared step of those scores, before
 * `scale`. Null when those weights, so scaled, would not stay below the limit. */
export function foldedWeigher(
  ctx: CostContext,
  positions: readonly number[],
  scoreScale: number,
  scale: number,
): { weigh: (i: number, j: number) => number; gap: (i: number, j: number) => number; gapUnit: number } | null {
  // Without sides the gap unit need only exceed the deviation (the windows keep the room anyway,
  // so that their weights, and the pairings they pick among equal costs, stay as they were).
  const units = unitsOf(ctx, positions, false, scoreScale);
  if (2 * units.rematchUnit * Math.abs(scale) > WEIGHT_LIMIT) return null;
  const rematchUnit = units.rematchUnit * scale;
  const gapUnit = units.gapUnit * scale;
  const sideUnit = units.sideUnit * scale;
  const { score, canon, lean, met, balanceSides } = ctx;
  const gap = (i: number, j: number): number => {
    const d = (score[i]! - score[j]!) * scoreScale;
    return d * d * gapUnit;
  };
  const weigh = (i: number, j: number): number => {
    const sides = balanceSides ? leansConflict(lean[i]!, lean[j]!) * sideUnit : 0;
    const deviation = (Math.abs(j - canon[i]!) + Math.abs(i - canon[j]!)) * scale;
    return (met(i, j) ? rematchUnit : 0) + gap(i, j) + sides + deviation;
  };
  return { weigh, gap, gapUnit: units.gapUnit };
}

/** Up to this many entries the subset program is quick (and is what the brute-force tests
 * check); beyond, the blossom algorithm. */
const SUBSET_MAX = 16;

/** An optimal pairing of the positions under the folded weights. */
function optimalMatching(ctx: CostContext, positions: readonly number[]): Int32Array {
  const m = positions.length;
  if (m <= SUBSET_MAX) return exactMatching(m, windowWeights(ctx, positions));
  const rowMost = new Float64Array(m).fill(-Infinity);
  return blossomMatchingNegated(m, foldedWeights(ctx, positions, -2, rowMost), rowMost);
}

/** Replace the pairing among `positions` (closed under partner) by an optimal one. False, with
 * the pairing untouched, when the matching could not keep its numbers exact (MatchingOverflow). */
export function solveWindow(ctx: CostContext, partner: Int32Array, positions: readonly number[]): boolean {
  let local: Int32Array;
  try {
    local = optimalMatching(ctx, positions);
  } catch (error) {
    if (error instanceof MatchingOverflow) return false;
    throw error;
  }
  positions.forEach((pos, a) => {
    partner[pos] = positions[local[a]!]!;
  });
  return true;
}
