// runtime: pure. pairSwissRound: the Swiss pairing of one round (Netrunner 2.1, 2.3; Generic).
// It looks for the least-cost pairing under pairingCost (cost.ts) at every field size: each bye
// choice worth trying is paired by exact clusters (clusters.ts), proven least-cost unless a
// cluster would have to grow past the size limit below (docs/engine.md says why, and how often).
import type { EntryId } from '../types';
import { byePreference } from './bye';
import { leastCostPairing, type SolveLimits } from './clusters';
import { compareCost, createCostContext, opponentIndex, planCost, type PairingCost } from './cost';
import { rankCandidates } from './order';
import { resultFromPlan, type Plan } from './result';
import { isRandomRound, pairRandomRound } from './round-one';
import type { PairingCandidate, PairingOptions, PairingRequest, PairingResult } from './types';

/** Fields (after the bye) up to this size are solved whole. Larger ones need not be: a field no
 * larger than the cluster limit is proven by clusters too (at worst they grow into the whole
 * field), and mostly at a fraction of the time. */
const DEFAULT_DENSE_LIMIT = 16;
/** The largest cluster solved (entries): its weights (two n² matrices) and the matching stay
 * within the memory and time budgets of a 4,096-entry field; past it the proof is given up. */
const DEFAULT_CLUSTER_LIMIT = 2048;

interface Field {
  ranked: PairingCandidate[];
  prefs: PairingCandidate[];
  opponents: Map<EntryId, Set<EntryId>>;
  balanceSides: boolean;
  limits: SolveLimits;
  onSolved: PairingOptions['onSolved'];
}

/** The bye at `byeRank` (or none), the canonical pairing of the rest, and a lower bound for any
 * pairing with that bye: its cost with rematches, sides and deviation zeroed (the canonical
 * score gap is the least one: see docs/engine.md). */
function byeContext(field: Field, byeRank: number) {
  const byeId = byeRank >= 0 ? field.prefs[byeRank]!.id : null;
  const list = field.ranked.filter((c) => c.id !== byeId);
  const ctx = createCostContext(list, field.opponents, field.balanceSides);
  const canonCost = planCost(field.ranked, field.prefs, byeRank, ctx, ctx.canon);
  const bound: PairingCost = { ...canonCost, rematches: 0, sides: 0, deviation: 0 };
  return { ctx, bound };
}

function bestPlan(field: Field, byeRank: number, ctx: Plan['ctx']): Plan {
  const { partner, proven, largestCluster } = leastCostPairing(ctx, field.limits);
  field.onSolved?.({ proven, largestCluster });
  return { byeRank, ctx, partner, cost: planCost(field.ranked, field.prefs, byeRank, ctx, partner) };
}

export function pairSwissRound(req: PairingRequest, options: PairingOptions = {}): PairingResult {
  if (req.candidates.length === 0) return { tables: [], bye: null, warnings: [] };
  if (isRandomRound(req)) return pairRandomRound(req);
  const ranked = rankCandidates(req.candidates);
  const field: Field = {
    ranked,
    prefs: byePreference(ranked, req.byePolicy),
    opponents: opponentIndex(ranked),
    balanceSides: req.balanceSides === true,
    limits: {
      dense: options.denseLimit ?? DEFAULT_DENSE_LIMIT,
      cluster: options.clusterLimit ?? DEFAULT_CLUSTER_LIMIT,
    },
    onSolved: options.onSolved,
  };
  if (ranked.length % 2 === 0) {
    return resultFromPlan(req, ranked, field.prefs, bestPlan(field, -1, byeContext(field, -1).ctx));
  }
  // Odd field: bye choices in preference order. Their lower bounds never fall along that order
  // (no second bye, then lowest group, then the policy's order; the least score gap depends only
  // on the group sizes, the same for every choice within a group), so once the best plan found
  // is no worse than the next bound, no later choice can beat it: the search is exact.
  let best: Plan | null = null;
  for (let r = 0; r < ranked.length; r++) {
    const { ctx, bound } = byeContext(field, r);
    if (best && compareCost(bound, best.cost) >= 0) break;
    const plan = bestPlan(field, r, ctx);
    if (!best || compareCost(plan.cost, best.cost) < 0) best = plan;
  }
  return resultFromPlan(req, ranked, field.prefs, best!);
}
