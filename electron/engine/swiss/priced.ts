// runtime: pure. The least-cost pairing of a whole field too large for its n² weights
// (docs/engine.md, "Past the limit: priced"): a blossom matching over a few dozen candidate
// partners per entry (sparse-matching.ts), proven against every other pair by its duals. A pair
// whose weight is below its two entries' duals (plus those of the blossoms holding both) could
// improve the matching: it joins the candidates and the matching is solved again. When no pair
// is, the duals are a solution of the dual of the whole field's matching problem (blossoms
// included) worth as much as the matching, so no pairing of the whole field costs less.
import { blossomChains } from './blossom-chains';
import type { CostContext } from './cost';
import { MatchingOverflow } from './dual-update';
import { oddPrefixCuts } from './odd-cuts';
import { MatchingWorkLimit, sparsePerfectMatching, type SparseSolution } from './sparse-matching';
import { foldedWeigher } from './window';

/** Candidates of each entry: this many places either side of its 2.3.4 opponent and of itself
 * (a swap with a nearby table, or a pull-up across a nearby boundary). */
const NEAR = 12;
/** Rounds of pricing and solving again before the proof is given up. */
const MAX_ROUNDS = 12;
/** Work allowed to a matching (edges and vertices visited, per edge and vertex of its graph, and
 * a floor), and to a pricing pass (halving steps in the blossom chains, per pair): deterministic
 * stand-ins for a time limit, each near 0.1 s at 4,096 entries. Past them the proof is given up.
 * Under plain costs a late round of 4,096 builds blossoms of thousands of entries and took
 * seconds; under the odd prefixes' prices no measured round came near them. */
const WORK_PER_EDGE = 20;
const WORK_FLOOR = 2 ** 22;
const CHAIN_STEPS_PER_PAIR = 2;
/** Fields up to this size are priced without those limits: at most a quarter of the work of a
 * field of 4,096, and the only ones the tests can compare with the whole-field solver. */
const UNLIMITED = 2048;

/** The smallest power of two (up to 16) that makes every score an integer; null past it. */
function scoreDenominator(score: Float64Array): number | null {
  for (let t = 1; t <= 16; t *= 2) if (score.every((s) => Number.isInteger(s * t))) return t;
  return null;
}

/** The pairs offered to the matching: at first each entry with its 2.3.4 opponent and each
 * start's, and with the entries within NEAR places of itself or of that opponent; later the pairs
 * the pricing finds. Listed by their lower entry, each once: a Set of every pair offered took a
 * third of a pairing at 4,096 entries. */
class Candidates {
  readonly u: number[] = [];
  readonly v: number[] = [];
  /** The pairs added after the near ones (lo * n + hi). */
  private readonly later = new Set<number>();
  constructor(
    private readonly n: number,
    private readonly canon: Int32Array,
    private readonly starts: readonly Int32Array[],
  ) {
    const offeredBy = new Int32Array(n).fill(-1);
    const { u, v } = this;
    const offer = (i: number, x: number): void => {
      if (x <= i || x >= n || offeredBy[x] === i) return;
      offeredBy[x] = i;
      u.push(i);
      v.push(x);
    };
    for (let i = 0; i < n; i++) {
      for (const start of starts) offer(i, start[i]!);
      for (let d = 1; d <= NEAR; d++) offer(i, i + d);
      for (let d = -NEAR; d <= NEAR; d++) offer(i, canon[i]! + d);
      // i within NEAR places of x's opponent: partner arrays are their own inverse.
      for (let c = Math.max(0, i - NEAR); c <= Math.min(n - 1, i + NEAR); c++) offer(i, canon[c]!);
    }
  }
  private isNear(lo: number, hi: number): boolean {
    const { canon, starts } = this;
    return hi - lo <= NEAR || Math.abs(hi - canon[lo]!) <= NEAR || Math.abs(lo - canon[hi]!) <= NEAR || starts.some((s) => s[lo] === hi);
  }
  add(a: number, b: number): void {
    const lo = Math.min(a, b);
    const hi = Math.max(a, b);
    if (lo === hi || lo < 0 || hi >= this.n || this.isNear(lo, hi) || this.later.has(lo * this.n + hi)) return;
    this.later.add(lo * this.n + hi);
    this.u.push(lo);
    this.v.push(hi);
  }
}

/**
 * A least-cost partner array over ctx.list, proven, or null when the weights of the whole field
 * do not fit exactly or the pricing did not settle. `starts` are pairings whose tables join the
 * candidates (the canonical one always does, so a perfect matching exists among them).
 *
 * Tried first under costs reduced by the odd prefixes' prices (odd-cuts.ts): with those prices the
 * matching needs no blossoms nested once per odd score group, which made a late round of 4,096
 * take seconds. Its pairing is proven least-cost when it crosses each priced boundary once;
 * otherwise (seen on small fields, never in the replays of large ones) the field is priced again
 * under its plain costs.
 */
export function pricedPairing(ctx: CostContext, starts: readonly Int32Array[]): Int32Array | null {
  const t = scoreDenominator(ctx.score);
  if (t === null) return null;
  // Doubled and negated, as the matching maximises and reads twice the weights.
  const folded = foldedWeigher(
    ctx,
    ctx.list.map((_, i) => i),
    t,
    -2,
  );
  if (!folded) return null;
  const { weigh, gap, gapUnit } = folded;
  const cuts = oddPrefixCuts(ctx.score, t, gapUnit, EXACT);
  if (cuts !== null && cuts.total > 0) {
    const reduced = provenPairing(ctx, starts, {
      weigh: (i, j) => weigh(i, j) + 2 * cuts.crossing(i, j),
      gapFloor: (i, j) => -gap(i, j) - 2 * cuts.crossing(i, j),
    });
    if (reduced !== null && cuts.crossesOnce(reduced)) return reduced;
  }
  return provenPairing(ctx, starts, { weigh, gapFloor: (i, j) => -gap(i, j) });
}

/** The doubled, negated weights the matching maximises, and what each pair's negated weight is
 * at least besides its deviation: its score gap (less the prices of the boundaries it crosses,
 * under reduced costs), the same for every pair of the same two score groups. */
interface Weights {
  weigh: (i: number, j: number) => number;
  gapFloor: (i: number, j: number) => number;
}

/** The matching that maximises the weights over the whole field, proven by its duals, or null. */
function provenPairing(ctx: CostContext, starts: readonly Int32Array[], weights: Weights): Int32Array | null {
  const n = ctx.list.length;
  const { weigh } = weights;
  const candidates = new Candidates(n, ctx.canon, [ctx.canon, ...starts]);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const eu = Int32Array.from(candidates.u);
    const ev = Int32Array.from(candidates.v);
    const w2 = new Float64Array(eu.length);
    for (let k = 0; k < eu.length; k++) w2[k] = weigh(eu[k]!, ev[k]!);
    let solution: SparseSolution;
    try {
      solution = sparsePerfectMatching({ n, eu, ev, w2 }, n <= UNLIMITED ? Infinity : WORK_FLOOR + WORK_PER_EDGE * (eu.length + n));
    } catch (error) {
      if (error instanceof MatchingOverflow || error instanceof MatchingWorkLimit) return null;
      throw error;
    }
    const priced = price(ctx, weights, solution, 2);
    if (priced === null) return null;
    if (priced.length === 0) return solution.partner;
    for (let a = 0; a < priced.length; a += 2) candidates.add(priced[a]!, priced[a + 1]!);
  }
  return null;
}

/** Below this every sum the pricing makes of duals and weights is an exact integer in a double. */
const EXACT = 2 ** 51;

/**
 * The pairs (flat, two by two) that price out: each entry's most negative slack among them. An
 * empty list when none does and the duals prove the matching (their value equals its weight);
 * null when the numbers are not exact integers or that equality fails (never, from a correct
 * matching: it is checked so that "proven" rests on this certificate alone).
 *
 * A pair's weight, negated, is at least its gap floor plus `perPlace` times how far v is from
 * u's 2.3.4 opponent (every other part of it is not negative), so for v in score group g its
 * slack is at least y[u] + (least y in g) + the floor + that: each u needs only the v of each group
 * nearer its 2.3.4 opponent than where that reaches 0. A pair is priced from either end, and
 * skipped only when that bound holds from the end that skips it.
 */
function price(ctx: CostContext, weights: Weights, s: SparseSolution, perPlace: number): number[] | null {
  const { canon, score } = ctx;
  const { weigh, gapFloor } = weights;
  const n = canon.length;
  const { partner, dual, parent, base } = s;
  const chains = blossomChains(n, parent, base, dual, EXACT);
  if (chains === null) return null;
  const { size, shared } = chains;
  const stepLimit = n <= UNLIMITED ? Infinity : CHAIN_STEPS_PER_PAIR * n * n;
  for (let x = 0; x < 2 * n; x++) {
    const used = x < n || base[x]! >= 0;
    if (used && (!Number.isInteger(dual[x]!) || Math.abs(dual[x]!) > EXACT)) return null;
    if (x >= n && used && (dual[x]! < 0 || size[x]! % 2 !== 1)) return null;
  }
  // Weak duality: as the matching keeps them, a pair's slack is y[u] + y[v] + 2 z of each
  // blossom holding both, less its (doubled) weight. So any perfect matching weighs at most the
  // sum of the vertex duals plus each blossom's 2 z times the most tables it can hold, when no
  // slack is negative; this matching weighs exactly that.
  let primal = 0n;
  let bound = 0n;
  for (let v = 0; v < n; v++) {
    if (partner[v]! > v) primal += BigInt(weigh(v, partner[v]!));
    bound += BigInt(dual[v]!);
  }
  for (let b = n; b < 2 * n; b++) if (base[b]! >= 0) bound += BigInt(dual[b]!) * BigInt(size[b]! - 1);
  if (primal !== bound) return null;

  const worst = new Float64Array(n);
  const worstWith = new Int32Array(n).fill(-1);
  // Each score group's first place (and n at the end), and its least vertex dual.
  const groupStart: number[] = [0];
  const leastY: number[] = [Infinity];
  for (let v = 0; v < n; v++) {
    if (v > 0 && score[v] !== score[v - 1]) {
      groupStart.push(v);
      leastY.push(Infinity);
    }
    leastY[leastY.length - 1] = Math.min(leastY[leastY.length - 1]!, dual[v]!);
  }
  groupStart.push(n);
  for (let u = 0; u < n; u++) {
    const yu = dual[u]!;
    for (let g = 0; g + 1 < groupStart.length; g++) {
      const reach = Math.ceil(-(yu + leastY[g]! + gapFloor(u, groupStart[g]!)) / perPlace);
      const from = Math.max(groupStart[g]!, canon[u]! - reach + 1);
      const to = Math.min(groupStart[g + 1]! - 1, canon[u]! + reach - 1);
      for (let v = from; v <= to; v++) {
        if (v === u) continue;
        const w = weigh(u, v);
        if (Math.abs(w) > EXACT) return null;
        const slack = yu + dual[v]! - w;
        if (slack >= 0) continue;
        if (slack + shared(u, v) >= 0) continue;
        if (chains.steps > stepLimit) return null;
        if (slack < worst[u]!) {
          worst[u] = slack;
          worstWith[u] = v;
        }
        if (slack < worst[v]!) {
          worst[v] = slack;
          worstWith[v] = u;
        }
      }
    }
  }
  const pairs: number[] = [];
  for (let u = 0; u < n; u++) if (worstWith[u]! >= 0) pairs.push(u, worstWith[u]!);
  return pairs;
}
