// runtime: pure. The pairing cost: what "best pairing" means, as one lexicographic tuple. The
// engine minimises it; tests compare the engine's result with every possible pairing under it.
import type { EntryId } from '../types';
import { byePreference } from './bye';
import { canonicalPartners, rankCandidates } from './order';
import type { PairingCandidate, PairingRequest, PairingResult } from './types';

/** Compared field by field, in this order; smaller is better. */
export interface PairingCost {
  /** Tables whose two entries met before (2.3.5). */
  rematches: number;
  /** 1 when the bye goes to an entry that already had one. */
  secondByes: number;
  /** The bye's group score above the lowest group score in the field (2.3.6: bye at the bottom). */
  byeScore: number;
  /** Sum over tables of the squared group-score difference: fewest and smallest pull-ups (2.3.2). */
  scoreGap: number;
  /** Position of the bye's entry in the policy's preference order (see bye.ts). */
  byePreference: number;
  /** Only with `balanceSides` (Generic's seat-balance option; never Netrunner): tables whose two
   * entries both lean the same way by two or more (seats.ts), so whichever takes the seat it has
   * had less would still end three apart. Below the group rules, above 2.3.4's order. */
  sides: number;
  /** Sum over entries of how many ranking places their opponent is from their 2.3.4 opponent. */
  deviation: number;
}

export const COST_FIELDS = [
  'rematches',
  'secondByes',
  'byeScore',
  'scoreGap',
  'byePreference',
  'sides',
  'deviation',
] as const satisfies readonly (keyof PairingCost)[];

export function compareCost(a: PairingCost, b: PairingCost): number {
  for (const f of COST_FIELDS) if (a[f] !== b[f]) return a[f] < b[f] ? -1 : 1;
  return 0;
}

/** The field left to pair once the bye is set aside, with its canonical pairing. The per-entry
 * facts the table cost reads are laid out by position (a large window reads them once per pair). */
export interface CostContext {
  list: PairingCandidate[];
  canon: Int32Array;
  score: Float64Array;
  lean: Int32Array;
  met: (i: number, j: number) => boolean;
  balanceSides: boolean;
}

export function opponentIndex(ranked: readonly PairingCandidate[]): Map<EntryId, Set<EntryId>> {
  const index = new Map<EntryId, Set<EntryId>>();
  for (const c of ranked) index.set(c.id, new Set(c.opponents));
  return index;
}

export function createCostContext(
  list: PairingCandidate[],
  opponents: Map<EntryId, Set<EntryId>>,
  balanceSides: boolean,
): CostContext {
  const n = list.length;
  const position = new Map<EntryId, number>(list.map((c, i) => [c.id, i]));
  // Who met whom as a bit matrix over positions, set both ways, so a history recorded on one
  // side only still counts as a meeting.
  const words = (n + 31) >>> 5;
  const bits = new Uint32Array(n * words);
  list.forEach((c, i) => {
    for (const o of opponents.get(c.id) ?? []) {
      const j = position.get(o);
      if (j === undefined) continue;
      bits[i * words + (j >>> 5)]! |= 1 << (j & 31);
      bits[j * words + (i >>> 5)]! |= 1 << (i & 31);
    }
  });
  const met = (i: number, j: number): boolean => ((bits[i * words + (j >>> 5)]! >>> (j & 31)) & 1) === 1;
  return {
    list,
    canon: canonicalPartners(list),
    score: Float64Array.from(list, (c) => c.groupScore),
    lean: Int32Array.from(list, lean),
    met,
    balanceSides,
  };
}

/** How far an entry leans towards seat 1: times in seat 1 minus times in seat 2. */
export const lean = (c: PairingCandidate) => c.firstSeatCount - c.secondSeatCount;

/** 1 when both lean two or more the same way: the seat rule (seats.ts) gives seat 1 to the one
 * leaning less, so without such a table no entry's counts ever drift more than two apart. */
export function sideConflict(a: PairingCandidate, b: PairingCandidate): number {
  return leansConflict(lean(a), lean(b));
}

export function leansConflict(la: number, lb: number): number {
  return Math.min(la, lb) >= 2 || Math.max(la, lb) <= -2 ? 1 : 0;
}

/** The per-table share of the cost; the table fields of PairingCost are sums of these. */
export function tableParts(ctx: CostContext, i: number, j: number) {
  const d = ctx.score[i]! - ctx.score[j]!;
  return {
    rematch: ctx.met(i, j) ? 1 : 0,
    gap: d * d,
    sides: ctx.balanceSides ? leansConflict(ctx.lean[i]!, ctx.lean[j]!) : 0,
    deviation: Math.abs(j - ctx.canon[i]!) + Math.abs(i - ctx.canon[j]!),
  };
}

/** The table fields of the cost summed over the tables these positions sit at. */
export interface Sums {
  rematches: number;
  gap: number;
  sides: number;
  deviation: number;
}

export function sumTables(ctx: CostContext, partner: Int32Array, positions: Iterable<number>): Sums {
  const s: Sums = { rematches: 0, gap: 0, sides: 0, deviation: 0 };
  for (const i of positions) {
    const j = partner[i]!;
    if (j < i) continue;
    const p = tableParts(ctx, i, j);
    s.rematches += p.rematch;
    s.gap += p.gap;
    s.sides += p.sides;
    s.deviation += p.deviation;
  }
  return s;
}

/** Cost of a plan: a bye (by position in `prefs`, or -1) and a partner array over ctx.list. */
export function planCost(
  ranked: readonly PairingCandidate[],
  prefs: readonly PairingCandidate[],
  byeRank: number,
  ctx: CostContext,
  partner: Int32Array,
): PairingCost {
  const cost: PairingCost = {
    rematches: 0,
    secondByes: 0,
    byeScore: 0,
    scoreGap: 0,
    byePreference: 0,
    sides: 0,
    deviation: 0,
  };
  const bye = byeRank >= 0 ? prefs[byeRank]! : null;
  if (bye) {
    const lowest = ranked[ranked.length - 1]!.groupScore;
    cost.secondByes = bye.byes > 0 ? 1 : 0;
    cost.byeScore = bye.groupScore - lowest;
    cost.byePreference = byeRank;
  }
  const tables = sumTables(ctx, partner, partner.keys());
  cost.rematches = tables.rematches;
  cost.scoreGap = tables.gap;
  cost.sides = tables.sides;
  cost.deviation = tables.deviation;
  return cost;
}

/** The cost of any result for a request, whether the engine made it or a test did. */
export function pairingCost(req: PairingRequest, result: PairingResult): PairingCost {
  const ranked = rankCandidates(req.candidates);
  const prefs = byePreference(ranked, req.byePolicy);
  const byeId = result.bye ? result.bye.entryId : null;
  const byeRank = byeId === null ? -1 : prefs.findIndex((c) => c.id === byeId);
  if (byeId !== null && byeRank < 0) throw new Error(`bye entry ${byeId} is not a candidate`);
  const list = ranked.filter((c) => c.id !== byeId);
  const ctx = createCostContext(list, opponentIndex(ranked), req.balanceSides === true);
  const pos = new Map(list.map((c, i) => [c.id, i]));
  const partner = new Int32Array(list.length).fill(-1);
  for (const t of result.tables) {
    const i = pos.get(t.entries[0]);
    const j = pos.get(t.entries[1]);
    if (i === undefined || j === undefined) throw new Error(`table ${t.table}: unknown entry`);
    partner[i] = j;
    partner[j] = i;
  }
  if (partner.includes(-1)) throw new Error('an entry is neither paired nor given the bye');
  return planCost(ranked, prefs, byeRank, ctx, partner);
}
