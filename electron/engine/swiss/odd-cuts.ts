// runtime: pure. Prices on the odd prefixes of a ranked field, for priced.ts: a Lagrangian bound
// that lets the matching prove a late round without building the blossoms those sets would need
// (docs/engine.md, "Past the limit: priced").
//
// Where an odd number of entries sit above a score-group boundary, every pairing of the field has
// a table across it (2.3.2's pull-up), and that table's score gap covers the step there. Each such
// boundary gets the price of that step's gap. A pairing's cost is its cost with the prices of the
// boundaries each table crosses taken off, plus the prices times how often each boundary is
// crossed; since each is crossed at least once, no pairing costs less than its reduced cost plus
// every price. So a pairing that is the least under the reduced costs and crosses each priced
// boundary exactly once is the least-cost pairing of the field.

export interface OddCuts {
  /** The prices of every boundary, summed: what every pairing pays at least. */
  total: number;
  /** The prices of the boundaries between places i and j (either order). */
  crossing: (i: number, j: number) => number;
  /** Whether this pairing (partner by place) crosses each priced boundary exactly once, so its
   * cost meets the bound. */
  crossesOnce: (partner: Int32Array) => boolean;
}

/**
 * `score` by place, highest first; `scoreScale` makes each an integer; `gapUnit` is what one
 * squared step of those scaled scores weighs. Null when the scores are not in that order or a sum
 * would not stay an exact integer below `exact`.
 *
 * With the scores in order, the prices of the boundaries a table crosses never exceed the gap
 * of that table (the squares of the steps it spans sum to no more than the square of their sum),
 * so a reduced cost is never below the table's deviation: the bound priced.ts prunes by.
 */
export function oddPrefixCuts(score: Float64Array, scoreScale: number, gapUnit: number, exact: number): OddCuts | null {
  const n = score.length;
  // above[i]: the prices of the boundaries above place i (boundary b lies between b - 1 and b).
  const above = new Float64Array(n + 1);
  for (let b = 1; b <= n; b++) {
    if (b < n && score[b]! > score[b - 1]!) return null;
    let price = 0;
    if (b < n && b % 2 === 1 && score[b]! !== score[b - 1]!) {
      const step = (score[b - 1]! - score[b]!) * scoreScale;
      price = step * step * gapUnit;
    }
    above[b] = above[b - 1]! + price;
    if (!Number.isInteger(above[b]!) || above[b]! > exact) return null;
  }
  const total = above[n]!;
  const crossing = (i: number, j: number): number => Math.abs(above[j]! - above[i]!);
  const crossesOnce = (partner: Int32Array): boolean => {
    // Stopped once past the total, so the sum stays an exact integer.
    let crossed = 0;
    for (let v = 0; v < n && crossed <= total; v++) if (partner[v]! > v) crossed += crossing(v, partner[v]!);
    return crossed === total;
  };
  return { total, crossing, crossesOnce };
}
