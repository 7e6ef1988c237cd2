// When the very first clusters are already past the limit (rematches all along one large group),
// the round is re-paired in pieces of at most the limit, never solved whole: the memory-4096 bench
// once peaked at 500 MB and took 2.6 s when such a round fell through to the whole-field solver.
import { describe, expect, it } from 'vitest';
import { leastCostPairing } from '../../../../electron/engine/swiss/clusters';
import { createCostContext, opponentIndex, planCost } from '../../../../electron/engine/swiss/cost';
import { rankCandidates } from '../../../../electron/engine/swiss/order';
import { cand } from './helpers';

/** n entries in one score group; every canonical table (i v i + n/2) is a rematch. */
function oneGroupAllRematches(n: number) {
  const half = n / 2;
  const list = rankCandidates(Array.from({ length: n }, (_, i) => cand(i + 1, 2, { opponents: [((i + half) % n) + 1] })));
  return createCostContext(list, opponentIndex(list), false);
}

describe('clusters past the limit from the start', () => {
  it('re-pairs in pieces, unproven, every entry once and no rematch left', () => {
    const ctx = oneGroupAllRematches(64);
    const { partner, proven } = leastCostPairing(ctx, { dense: 16, cluster: 8 });
    expect(proven).toBe(false);
    for (let i = 0; i < partner.length; i++) expect(partner[partner[i]!]).toBe(i);
    expect(planCost(ctx.list, ctx.list, -1, ctx, partner).rematches).toBe(0);
  });

  it('within the limit the same field is solved and proven', () => {
    const ctx = oneGroupAllRematches(64);
    const { partner, proven } = leastCostPairing(ctx, { dense: 16, cluster: 1024 });
    expect(proven).toBe(true);
    expect(planCost(ctx.list, ctx.list, -1, ctx, partner).rematches).toBe(0);
  });
});
