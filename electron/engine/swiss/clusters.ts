// runtime: pure. The least-cost pairing of a field with one bye already set aside, at any size:
// the canonical pairing re-paired exactly only in clusters of tables around the troubled ones,
// with a proof that no pairing reaching outside the clusters costs less (docs/engine.md, "How the
// least-cost pairing is found, and why it is exact"). When the proof fails the clusters widen.
import { sumTables, tableParts, type CostContext, type Sums } from './cost';
import { optimalMatching, solveWindow, windowFits, windowWeights } from './window';

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


function solveWhole(ctx: CostContext): Int32Array {
  const all = ctx.list.map((_, i) => i);
  return optimalMatching(all.length, windowWeights(ctx, all));
}

export interface SolveLimits {
  /** Fields up to this many entries are solved whole (the reference the tests compare with). */
  dense: number;
  /** Clusters are not widened past this many entries to prove a pairing, nor past twice as many
   * to undo a rematch: the proof is given up for time. */
  cluster: number;
}

/**
 * A partner array over ctx.list of least cost (rematches, score gap, sides, deviation), and
 * whether that is proven. Unproven means the proof needed clusters past `limits`; the pairing is
 * then the last one found, each of its clusters solved exactly.
 */
export function leastCostPairing(ctx: CostContext, limits: SolveLimits): { partner: Int32Array; proven: boolean } {
  const canon = ctx.canon;
  const tops = canonicalTables(canon);
  const troubled: number[] = [];
  tops.forEach((p, k) => {
    const parts = tableParts(ctx, p, canon[p]!);
    if (parts.rematch > 0 || parts.sides > 0) troubled.push(k);
  });
  // No troubled table: the canonical pairing has the least score gap and no deviation.
  if (troubled.length === 0) return { partner: canon.slice(), proven: true };
  if (ctx.list.length <= limits.dense) return { partner: solveWhole(ctx), proven: true };

  const last = tops.length - 1;
  const crossings = new Crossings(ctx, tops.length);
  const reach = new Map<number, Reach>(troubled.map((k) => [k, { radius: FIRST_RADIUS, free: false, slack: null }]));

  // Clusters already solved, by their table range: widening often leaves most of them as they were.
  const solved = new Map<string, { pairs: [number, number][]; sums: Sums; excess: number }>();
  let found: { partner: Int32Array; rematches: number } | null = null;
  for (;;) {
    const clusters = buildClusters(troubled, reach, crossings, last);
    const whole = clusters.length === 1 && clusters[0]!.lo === 0 && clusters[0]!.hi === last;
    const largest = Math.max(...clusters.map((c) => 2 * (c.hi - c.lo + 1)));
    const tooLarge =
      largest > (found && found.rematches > 0 ? 2 : 1) * limits.cluster ||
      !clusters.every((c) => windowFits(ctx, positionsOf(c, tops, canon)));
    if (found && tooLarge) return { partner: found.partner, proven: false };
    if (tooLarge) return { partner: solveInPieces(ctx, clusters, tops, limits.cluster), proven: false };
    if (whole) return { partner: solveWhole(ctx), proven: true };

    const partner = canon.slice();
    let rematches = 0;
    for (const c of clusters) {
      const key = `${c.lo}:${c.hi}`;
      let known = solved.get(key);
      if (!known) {
        const positions = positionsOf(c, tops, canon);
        const before = sumTables(ctx, canon, positions).gap;
        solveWindow(ctx, partner, positions);
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
      // the outside; more than the cluster's own extra gap closes that side. A cluster that
      // needed no extra gap nor sides is also closed by distance (deviation grows with it).
      const first = c.troubled[0]!;
      const lastTrouble = c.troubled[c.troubled.length - 1]!;
      const open = c.excess === 0 && c.sums.sides === 0;
      const need = c.sums.deviation / 2;
      const top = c.lo === 0 || crossings.through(c.lo, first) > c.excess || (open && first - c.lo + 1 >= need);
      const bottom =
        c.hi === last ||
        crossings.through(lastTrouble + 1, c.hi + 1) > c.excess ||
        (open && c.hi + 1 - lastTrouble >= need);
      if (top && bottom) continue;
      proven = false;
      for (const k of c.troubled) widen(reach, k, open ? { radius: Math.ceil(need) } : { slack: c.excess });
    }
    if (proven) return { partner, proven: true };
  }
}

/** The positions of a cluster's tables, in ranking order. */
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
 * `slack`, it goes on past boundaries until leaving would cost more score gap than that. */
interface Reach {
  radius: number;
  free: boolean;
  slack: number | null;
}

/** Each troubled table with the tables within its reach, overlapping ones merged. */
function buildClusters(
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
      while (lo > 0 && crossings.through(lo, k) <= slack) lo--;
      while (hi < last && crossings.through(k + 1, hi + 1) <= slack) hi++;
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
