// runtime: pure. pairSwissRound: the Swiss pairing of one round (Netrunner 2.1, 2.3; Generic).
// It minimises pairingCost (cost.ts): exactly on small fields, by canonical pairing plus local
// exact repair on large ones (see docs/engine.md for when that is provably optimal).
import type { EntryId } from '../types';
import { byePreference } from './bye';
import { compareCost, createCostContext, opponentIndex, planCost, type PairingCost } from './cost';
import { rankCandidates } from './order';
import { repairRematches } from './repair';
import { resultFromPlan, type Plan } from './result';
import { isRandomRound, pairRandomRound } from './round-one';
import type { PairingCandidate, PairingOptions, PairingRequest, PairingResult } from './types';
import { optimalMatching, windowWeights } from './window';

/** Fields (after the bye) up to this size are solved exactly as a whole (subset program up to 16
 * entries, blossom above); larger ones by canonical pairing plus exact repair windows. */
const DEFAULT_EXACT_LIMIT = 128;
/** Odd fields up to this size try every bye choice; larger ones the first few, since the lower
 * bounds below usually end the search after one or two. */
const ALL_BYES_LIMIT = 16;
const LARGE_BYE_TRIES = 6;
/** When a rematch still stands after those, a bye further down the order may avoid it (2.3.5
 * comes before the bye rules): every choice on an exactly solved field, this many beyond. */
const REMATCH_BYE_TRIES = 32;

interface Field {
  ranked: PairingCandidate[];
  prefs: PairingCandidate[];
  opponents: Map<EntryId, Set<EntryId>>;
  exactLimit: number;
}

/** The canonical pairing with the bye at `byeRank`, and its cost with rematches and deviation
 * zeroed: a lower bound for any pairing with that bye (the canonical score gap is the least one,
 * because pairing sorted scores neighbour to neighbour minimises a sum of squared differences). */
function canonicalPlan(field: Field, byeRank: number): { plan: Plan; bound: PairingCost } {
  const byeId = byeRank >= 0 ? field.prefs[byeRank]!.id : null;
  const list = field.ranked.filter((c) => c.id !== byeId);
  const ctx = createCostContext(list, field.opponents);
  const partner = ctx.canon.slice();
  const cost = planCost(field.ranked, field.prefs, byeRank, ctx, partner);
  return { plan: { byeRank, ctx, partner, cost }, bound: { ...cost, rematches: 0, sides: 0, deviation: 0 } };
}

function improve(field: Field, plan: Plan): Plan {
  if (plan.cost.rematches === 0 && plan.cost.sides === 0) return plan; // canonical and clean: already optimal
  const { ctx } = plan;
  let partner: Int32Array;
  if (ctx.list.length <= field.exactLimit) {
    const all = ctx.list.map((_, i) => i);
    partner = optimalMatching(all.length, windowWeights(ctx, all));
  } else {
    partner = plan.partner.slice();
    repairRematches(ctx, partner);
  }
  const cost = planCost(field.ranked, field.prefs, plan.byeRank, ctx, partner);
  return { ...plan, partner, cost };
}

export function pairSwissRound(req: PairingRequest, options: PairingOptions = {}): PairingResult {
  if (req.candidates.length === 0) return { tables: [], bye: null, warnings: [] };
  if (isRandomRound(req)) return pairRandomRound(req);
  const ranked = rankCandidates(req.candidates);
  const field: Field = {
    ranked,
    prefs: byePreference(ranked, req.byePolicy),
    opponents: opponentIndex(ranked),
    exactLimit: options.exactLimit ?? DEFAULT_EXACT_LIMIT,
  };
  if (ranked.length % 2 === 0) {
    const { plan } = canonicalPlan(field, -1);
    return resultFromPlan(req, ranked, field.prefs, improve(field, plan));
  }
  // Odd field: try bye choices in preference order. Their lower bounds only grow along that
  // order, so once the best plan found is no worse than the next bound, no later choice can win.
  const small = ranked.length - 1 <= Math.min(field.exactLimit, ALL_BYES_LIMIT);
  let tries = small ? ranked.length : Math.min(ranked.length, LARGE_BYE_TRIES);
  const widened = ranked.length - 1 <= field.exactLimit ? ranked.length : Math.min(ranked.length, REMATCH_BYE_TRIES);
  let best: Plan | null = null;
  for (let r = 0; r < tries; r++) {
    const { plan, bound } = canonicalPlan(field, r);
    if (best && compareCost(bound, best.cost) >= 0) break;
    const candidate = improve(field, plan);
    if (!best || compareCost(candidate.cost, best.cost) < 0) best = candidate;
    if (r === tries - 1 && best.cost.rematches > 0) tries = Math.max(tries, widened);
  }
  return resultFromPlan(req, ranked, field.prefs, best!);
}
