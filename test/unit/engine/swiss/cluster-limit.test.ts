// When the very first clusters are already past the limit (rematches all along one large group),
// the round is never solved whole with n² weights (the memory-4096 bench once peaked at 500 MB and
// took 2.6 s when such a round fell through to the whole-field solver): the whole field is priced
// (priced.ts), proven, or, when its weights cannot be folded exactly, re-paired in pieces.
import { describe, expect, it } from 'vitest';
import { leastCostPairing } from '../../../../electron/engine/swiss/clusters';
import { compareCost, createCostContext, opponentIndex, planCost } from '../../../../electron/engine/swiss/cost';
import { rankCandidates } from '../../../../electron/engine/swiss/order';
import { cand } from './helpers';

/** n entries in one score group; every canonical table (i v i + n/2) is a rematch. */
function oneGroupAllRematches(n: number, score = 2) {
  const half = n / 2;
  const list = rankCandidates(Array.from({ length: n }, (_, i) => cand(i + 1, score, { opponents: [((i + half) % n) + 1] })));
  return createCostContext(list, opponentIndex(list), false);
}

const costOf = (ctx: ReturnType<typeof oneGroupAllRematches>, partner: Int32Array) => planCost(ctx.list, ctx.list, -1, ctx, partner);

describe('clusters past the limit from the start', () => {
  it('prices the whole field: proven, and as cheap as the whole-field solver', () => {
    const ctx = oneGroupAllRematches(64);
    const { partner, proven } = leastCostPairing(ctx, { dense: 16, cluster: 8 });
    expect(proven).toBe(true);
    for (let i = 0; i < partner.length; i++) expect(partner[partner[i]!]).toBe(i);
    const whole = leastCostPairing(ctx, { dense: 64, cluster: 64 });
    expect(whole.proven).toBe(true);
    expect(compareCost(costOf(ctx, partner), costOf(ctx, whole.partner))).toBe(0);
  });

  it('re-pairs in pieces, unproven, when the weights cannot be priced exactly (scores in thirds)', () => {
    const ctx = oneGroupAllRematches(64, 1 / 3);
    const { partner, proven } = leastCostPairing(ctx, { dense: 16, cluster: 8 });
    expect(proven).toBe(false);
    for (let i = 0; i < partner.length; i++) expect(partner[partner[i]!]).toBe(i);
    expect(costOf(ctx, partner).rematches).toBe(0);
  });

  it('within the limit the same field is solved and proven', () => {
    const ctx = oneGroupAllRematches(64);
    const { partner, proven } = leastCostPairing(ctx, { dense: 16, cluster: 1024 });
    expect(proven).toBe(true);
    expect(costOf(ctx, partner).rematches).toBe(0);
  });

  it('the http-4096 shape (one group of 4,096, every plain table a rematch) is proven', () => {
    const ctx = oneGroupAllRematches(4096);
    const { partner, proven, largestCluster } = leastCostPairing(ctx, { dense: 16, cluster: 2048 });
    expect(proven).toBe(true);
    expect(largestCluster).toBe(4096);
    // Least deviation with no rematch: each table swaps opponents with a neighbouring one.
    expect(costOf(ctx, partner)).toMatchObject({ rematches: 0, scoreGap: 0, deviation: 4096 });
  });
});
