// runtime: pure. The least-cost pairing of a field with one bye already set aside, at any size:
// the canonical pairing re-paired exactly only in clusters of tables around the troubled ones,
// with a proof that no pairing reaching outside the clusters costs less (docs/engine.md, "How the
// least-cost pairing is found, and why it is exact"). When the proof fails the clusters widen.
import { sumTables, tableParts, type CostContext, type Sums } from './cost';
import { pricedPairing } from './priced';
import { solveWindow, windowFits } from './window';

/** A cluster's first radius in tables around each troubled table; most rematches are undone
 * by a swap with a table or two away. */
const FIRST_RADIUS = 4;

interface Cluster {
  /** Table indices lo..hi (tables in canonical order, see canonicalTables). */
  lo: number;
  hi: number;
  /** Its troubled tables. */
  troubled: number[];
  sums: Sums;
  /** Score gap above the canonical pairing's on these tables. */
  excess: number;
}

/** Canonical tables by their top position: the k-th table's midpoint grows with k, by at least
 * one ranking place per table, which is what the deviation bound below measures distance in. */
function canonicalTables(canon: Int32Array): number[] {
  const tops: number[] = [];
  for (let p = 0; p < canon.length; p++) if (canon[p]! > p) tops.push(p);
  return tops;
}

/**
 * The canonical pairing never crosses a group boundary with an even count of entries above it,
 * so a pairing that re-pairs a troubled table with one beyond such a boundary crosses it at
 * least twice: at least 2 * step^2 more score gap. As table indices (the tables above such a
 * boundary are exactly those before it): cost[at] is that cost for the boundary before table
 * `at` (0 where there is none), and through(a, b) the least extra gap of reaching from table b
 * up past table a (the boundaries before tables a..b).
 */
class Crossings {
  readonly cost: Float64Array;
  private readonly prefix: Float64Array;
  constructor(ctx: CostContext, tables: number) {
    this.cost = new Float64Array(tables + 1);
    for (let p = 2; p < ctx.list.length; p += 2) {
      const step = ctx.list[p - 1]!.groupScore - ctx.list[p]!.groupScore;
      if (step > 0) this.cost[p / 2] = 2 * step * step;
    }
    this.prefix = new Float64Array(tables + 2);
    for (let i = 0; i <= tables; i++) this.prefix[i + 1] = this.prefix[i]! + this.cost[i]!;
  }
  /** Sum of crossing costs of the boundaries before tables a..b. */
  through(a: number, b: number): number {
    return b < a ? 0 : this.prefix[b + 1]! - this.prefix[a]!;
  }
}


/** The whole field paired exactly, or null when the matching could not keep its numbers exact. */
function solveWhole(ctx: CostContext): Int32Array | null {
  const partner = ctx.canon.slice();
  return solveWindow(ctx, partner, ctx.list.map((_, i) => i)) ? partner : null;
}

export interface SolveLimits {
  /** Fields up to this many entries are solved whole (the reference the tests compare with). */
  dense: number;
  /** Clusters are not widened past this many entries, to prove a pairing or to undo a rematch:
   * the proof is given up for time and memory. */
  cluster: number;
}

/**
 * A partner array over ctx.list of least cost (rematches, score gap, sides, deviation), and
 * whether that is proven. Unproven means the proof needed clusters past `limits`; the pairing is
 * then the last one found, each of its clusters solved exactly.
 */
export function leastCostPairing(
  ctx: CostContext,
  limits: SolveLimits,
): { partner: Int32Array; proven: boolean; largestCluster: number } {
  const canon = ctx.canon;
  const tops = canonicalTables(canon);
  const troubled: number[] = [];
  tops.forEach((p, k) => {
    const parts = tableParts(ctx, p, canon[p]!);
    if (parts.rematch > 0 || parts.sides > 0) troubled.push(k);
  });
  // No troubled table: the canonical pairing has the least score gap and no deviation.
  if (troubled.length === 0) return { partner: canon.slice(), proven: true, largestCluster: 0 };
  if (ctx.list.length <= limits.dense) {
    const partner = solveWhole(ctx);
    if (partner) return { partner, proven: true, largestCluster: ctx.list.length };
  }

  const last = tops.length - 1;
  const everyone = ctx.list.map((_, i) => i);
  let wholeFailed = false;
  const crossings = new Crossings(ctx, tops.length);
  const reach = new Map<number, Reach>(troubled.map((k) => [k, { radius: FIRST_RADIUS, free: false, slack: null }]));

  // Clusters already solved, by their table range: widening often leaves most of them as they were.
  const solved = new Map<string, { pairs: [number, number][]; sums: Sums; excess: number }>();
  let found: { partner: Int32Array; rematches: number } | null = null;
  let largestCluster = 0;

  // The least extra score gap of any pairing that breaks the canonical tables `tables` and holds
  // no rematch other than the rest of the canonical tables: the same search on a field where the
  // other troubled tables are not rematches (null: not proven).
  const bounds = new Map<string, { gap: number; deviation: number } | null>();
  const fixingBound = (tables: readonly number[]): { gap: number; deviation: number } | null => {
    const key = tables.join(',');
    if (bounds.has(key)) return bounds.get(key)!;
    const broken = new Set(tables.map((k) => tops[k]!));
    const kept = (i: number, j: number) => canon[i] === j && !broken.has(Math.min(i, j));
    const met = (i: number, j: number) => ctx.met(i, j) && !kept(i, j);
    const subCtx = { ...ctx, met, balanceSides: false };
    const sub = leastCostPairing(subCtx, limits);
    largestCluster = Math.max(largestCluster, sub.largestCluster);
    const fixed = sub.proven && sumTables(subCtx, sub.partner, everyone).rematches === 0;
    const sums = sumTables(ctx, sub.partner, everyone);
    const bound = fixed ? { gap: sums.gap - sumTables(ctx, canon, everyone).gap, deviation: sums.deviation } : null;
    bounds.set(key, bound);
    return bound;
  };

  /**
   * A merged cluster's side closed by splitting its troubled tables where leaving from the outer
   * part costs too much (see closes): a better pairing leaving this side would then have to leave
   * only from the inner part, and still break the outer part's tables (its rematches) inside or
   * elsewhere, which costs at least their fixingBound more. Not with sides: a side conflict is
   * not a rematch of the canonical table, so the bound would not hold for it.
   */
  const closesSplit = (c: Cluster, side: 'top' | 'bottom'): boolean => {
    if (ctx.balanceSides || c.troubled.length < 2) return false;
    const need = Math.ceil(c.sums.deviation / 2);
    const t = side === 'bottom' ? c.troubled : c.troubled.slice().reverse();
    const leave = (k: number) =>
      side === 'bottom'
        ? { crossing: crossings.through(k + 1, c.hi + 1), distance: c.hi + 1 - k }
        : { crossing: crossings.through(c.lo, k), distance: k - c.lo + 1 };
    // The split with the most tables in the outer part whose leaving this side still closes.
    let split = -1;
    for (let i = t.length - 2; i >= 0; i--) {
      const { crossing, distance } = leave(t[i]!);
      if (closes(c, crossing, distance, need)) {
        split = i;
        break;
      }
    }
    if (split < 0) return false;
    const bound = fixingBound(t.slice(0, split + 1).sort((a, b) => a - b));
    if (bound === null || bound.gap <= 0) return false;
    const { crossing, distance } = leave(t[t.length - 1]!);
    // At exactly the cluster's excess, the outer part's cycles already cost the bound's deviation.
    return closes(c, bound.gap + crossing, distance, Math.ceil(Math.max(0, c.sums.deviation - bound.deviation) / 2));
  };

  // A cluster past the limits: the whole field priced (priced.ts), proven, from the last pairing
  // found; when its weights do not fit, that pairing unproven (or, when there is none yet, the
  // clusters re-paired in pieces).
  const pastTheLimit = (clusters: readonly Cluster[]) => {
    const priced = pricedPairing(ctx, found ? [found.partner] : []);
    if (priced) return { partner: priced, proven: true, largestCluster: ctx.list.length };
    if (found) return { partner: found.partner, proven: false, largestCluster };
    const partner = solveInPieces(ctx, clusters, tops, Math.min(limits.cluster, PIECE));
    return { partner, proven: false, largestCluster: Math.max(largestCluster, Math.min(limits.cluster, PIECE)) };
  };

  for (;;) {
    const clusters = buildClusters(troubled, reach, crossings, last);
    const largest = Math.max(...clusters.map((c) => 2 * (c.hi - c.lo + 1)));
    // Past half the field, the next widening mostly reaches the rest: solving the whole field
    // at once saves re-solving a cluster nearly as large first.
    if (!wholeFailed && largest > ctx.list.length / 2 && ctx.list.length <= limits.cluster && windowFits(ctx, everyone)) {
      const partner = solveWhole(ctx);
      if (partner) return { partner, proven: true, largestCluster: ctx.list.length };
      wholeFailed = true;
    }
    const tooLarge =
      largest > limits.cluster ||
      !clusters.every((c) => windowFits(ctx, positionsOf(c, tops, canon)));
    if (tooLarge) return pastTheLimit(clusters);

    const partner = canon.slice();
    let rematches = 0;
    for (const c of clusters) {
      const key = `${c.lo}:${c.hi}`;
      let known = solved.get(key);
      if (!known) {
        const positions = positionsOf(c, tops, canon);
        const before = sumTables(ctx, canon, positions).gap;
        if (!solveWindow(ctx, partner, positions)) return pastTheLimit(clusters);
        largestCluster = Math.max(largestCluster, positions.length);
        const sums = sumTables(ctx, partner, positions);
        const pairs = positions.filter((i) => partner[i]! > i).map((i): [number, number] => [i, partner[i]!]);
        known = { pairs, sums, excess: sums.gap - before };
        solved.set(key, known);
      }
      for (const [i, j] of known.pairs) {
        partner[i] = j;
        partner[j] = i;
      }
      c.sums = known.sums;
      c.excess = known.excess;
      rematches += c.sums.rematches;
    }
    found = { partner, rematches };
    if (rematches > 0) {
      // Rematches outrank the score gap, so no boundary holds a rematch in: widen those clusters
      // across them until the rematch is gone (or the cluster is the whole field).
      for (const c of clusters) {
        if (c.sums.rematches > 0) for (const k of c.troubled) widen(reach, k, { free: true });
      }
      continue;
    }
    let proven = true;
    for (const c of clusters) {
      // Reaching out of a cluster costs at least the crossings between its troubled tables and
      // the outside, and deviation that grows with the distance (see closes).
      const first = c.troubled[0]!;
      const lastTrouble = c.troubled[c.troubled.length - 1]!;
      const need = Math.ceil(c.sums.deviation / 2);
      const top = c.lo === 0 || closes(c, crossings.through(c.lo, first), first - c.lo + 1, need) || closesSplit(c, 'top');
      const bottom =
        c.hi === last ||
        closes(c, crossings.through(lastTrouble + 1, c.hi + 1), c.hi + 1 - lastTrouble, need) ||
        closesSplit(c, 'bottom');
      if (top && bottom) continue;
      proven = false;
      const how = c.excess === 0 ? { radius: need } : c.sums.sides === 0 ? { radius: need, slack: c.excess } : { slack: c.excess };
      for (const k of c.troubled) widen(reach, k, how);
    }
    if (proven) return { partner, proven: true, largestCluster };
  }
}

/**
 * Whether a cycle leaving a cluster on one side can be no better than the cluster's solution:
 * `crossing` is the least extra score gap of reaching out that way, `distance` how many tables
 * it must travel from the nearest troubled table. More gap than the cluster's excess is worse;
 * exactly as much (and no sides to gain) is no better once its deviation, which grows with the
 * distance, is at least the cluster's.
 */
function closes(c: Cluster, crossing: number, distance: number, need: number): boolean {
  return crossing > c.excess || (crossing >= c.excess && c.sums.sides === 0 && distance >= need);
}

/** Entries in a piece of solveInPieces: a round of 4,096 entries re-paired in such pieces stays
 * far inside its time and memory budget. */
const PIECE = 256;

/** The first clusters are already past the limits (troubled tables all along a large group):
 * each is re-paired in consecutive pieces of at most `limit` entries instead, exact within each
 * piece but not proven, so a round never solves a field far past the limit whole. */
function solveInPieces(ctx: CostContext, clusters: readonly Cluster[], tops: readonly number[], limit: number): Int32Array {
  const partner = ctx.canon.slice();
  const step = Math.max(1, Math.floor(limit / 2));
  for (const c of clusters) {
    for (let lo = c.lo; lo <= c.hi; lo += step) {
      const positions = positionsOf({ lo, hi: Math.min(c.hi, lo + step - 1) }, tops, ctx.canon);
      if (windowFits(ctx, positions)) solveWindow(ctx, partner, positions);
    }
  }
  return partner;
}

/** The positions of a cluster's tables, in ranking order. */
function positionsOf(c: Pick<Cluster, 'lo' | 'hi'>, tops: readonly number[], canon: Int32Array): number[] {
  const positions: number[] = [];
  for (let k = c.lo; k <= c.hi; k++) positions.push(tops[k]!, canon[tops[k]!]!);
  return positions.sort((x, y) => x - y);
}

function widen(reach: Map<number, Reach>, k: number, how: { free?: true; slack?: number; radius?: number }) {
  const r = reach.get(k)!;
  reach.set(k, {
    radius: Math.max(2 * r.radius, how.radius ?? 0),
    free: r.free || how.free === true,
    slack: how.slack === undefined ? r.slack : Math.max(r.slack ?? 0, how.slack),
  });
}

/** How far a troubled table's cluster reaches: `radius` tables each way, stopping at the first
 * boundary the canonical pairing never crosses unless `free` (it held a rematch in). With a
 * `slack`, it goes on past boundaries until leaving would cost more score gap than that, or as
 * much once `radius` tables away (see closes). */
interface Reach {
  radius: number;
  free: boolean;
  slack: number | null;
}

/** Each troubled table with the tables within its reach, overlapping ones merged. A merged
 * cluster is proven as one against its whole deviation, so every troubled table in it is given
 * the widest radius of any: the cluster grows at once to the distance that proof will ask. Its
 * slack is not spread: a slack comes from the excess of one part of the cluster (a rematch at the
 * top undone by a pull-up), and closesSplit proves the other parts without it; spread, it
 * carried the cluster through the whole field. */
function buildClusters(
  troubled: readonly number[],
  reach: Map<number, Reach>,
  crossings: Crossings,
  last: number,
): Cluster[] {
  for (;;) {
    const clusters = mergeSpans(troubled, reach, crossings, last);
    let grew = false;
    for (const c of clusters) {
      const all = c.troubled.map((k) => reach.get(k)!);
      const radius = Math.max(...all.map((r) => r.radius));
      for (const k of c.troubled) {
        const r = reach.get(k)!;
        if (r.radius === radius) continue;
        reach.set(k, { ...r, radius });
        grew = true;
      }
    }
    if (!grew) return clusters;
  }
}

function mergeSpans(
  troubled: readonly number[],
  reach: Map<number, Reach>,
  crossings: Crossings,
  last: number,
): Cluster[] {
  const spans = troubled.map((k) => {
    const { radius, free, slack } = reach.get(k)!;
    let lo = Math.max(0, k - radius + 1);
    let hi = Math.min(last, k + radius - 1);
    if (slack !== null) {
      if (!free) lo = hi = k;
      // Out to where leaving costs more gap than the slack, or as much and `radius` away.
      const enough = (crossing: number, distance: number) => crossing > slack || (crossing >= slack && distance >= radius);
      while (lo > 0 && !enough(crossings.through(lo, k), k - lo + 1)) lo--;
      while (hi < last && !enough(crossings.through(k + 1, hi + 1), hi + 1 - k)) hi++;
    } else if (!free) {
      for (let at = k; at > lo; at--) if (crossings.cost[at]! > 0) lo = at;
      for (let at = k + 1; at <= hi; at++) {
        if (crossings.cost[at]! > 0) {
          hi = at - 1;
          break;
        }
      }
    }
    return { lo, hi, k };
  });
  spans.sort((a, b) => a.lo - b.lo);
  const clusters: Cluster[] = [];
  for (const s of spans) {
    const prev = clusters[clusters.length - 1];
    if (prev && s.lo <= prev.hi) {
      prev.hi = Math.max(prev.hi, s.hi);
      prev.troubled.push(s.k);
    } else {
      clusters.push({ lo: s.lo, hi: s.hi, troubled: [s.k], sums: { rematches: 0, gap: 0, sides: 0, deviation: 0 }, excess: 0 });
    }
  }
  for (const c of clusters) c.troubled.sort((a, b) => a - b);
  return clusters;
}
