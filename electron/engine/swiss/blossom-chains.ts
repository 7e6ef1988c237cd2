// runtime: pure. What the blossoms of a matching's dual solution add to a pair's slack (priced.ts):
// twice the dual of each blossom holding both ends. The blossoms nest, so those holding both u
// and v are the outermost part of u's chain of blossoms (outermost first), and the deepest of them
// is found by halving that chain, each blossom known by the span of places its vertices take in
// an order that keeps every blossom's vertices together. Walking both chains pair by pair took
// most of a priced round's seconds once blossoms nested hundreds deep (late rounds of 4,096).

export interface BlossomChains {
  /** Vertices in each blossom (index n..2n-1). */
  size: Int32Array;
  /** Twice the duals of the blossoms holding both u and v, summed. */
  shared: (u: number, v: number) => number;
  /** Halving steps taken by `shared` so far: its caller's work limit. */
  readonly steps: number;
}

/**
 * `parent` is each vertex's (0..n-1) and blossom's (n..2n-1) enclosing blossom (-1 at the top),
 * `base` -1 for an unused blossom, `dual` the blossoms' duals at n..2n-1. Null when a chain's sum
 * passes `exact` (its sums would no longer be exact integers in doubles).
 */
export function blossomChains(n: number, parent: Int32Array, base: Int32Array, dual: Float64Array, exact: number): BlossomChains | null {
  const size = new Int32Array(2 * n);
  // Each vertex's blossoms from the outermost in, with twice their duals summed from the outermost.
  const chainStart = new Int32Array(n + 1);
  const chain: number[] = [];
  const chainSum: number[] = [];
  const up: number[] = [];
  for (let v = 0; v < n; v++) {
    up.length = 0;
    for (let p = parent[v]!; p !== -1; p = parent[p]!) {
      size[p] = size[p]! + 1;
      up.push(p);
    }
    let sum = 0;
    for (let d = up.length - 1; d >= 0; d--) {
      sum += 2 * dual[up[d]!]!;
      if (sum > exact) return null;
      chain.push(up[d]!);
      chainSum.push(sum);
    }
    chainStart[v + 1] = chain.length;
  }
  const children: number[][] = Array.from({ length: 2 * n }, () => []);
  for (let x = 0; x < 2 * n; x++) if (parent[x]! >= 0) children[parent[x]!]!.push(x);
  const place = new Int32Array(n);
  const first = new Int32Array(2 * n).fill(n);
  const last = new Int32Array(2 * n).fill(-1);
  let next = 0;
  const lay = (x: number): void => {
    if (x >= n) {
      for (const c of children[x]!) lay(c);
      return;
    }
    place[x] = next;
    for (let i = chainStart[x]!; i < chainStart[x + 1]!; i++) {
      const b = chain[i]!;
      first[b] = Math.min(first[b]!, next);
      last[b] = next;
    }
    next++;
  };
  for (let x = 0; x < 2 * n; x++) if (parent[x] === -1 && (x < n || base[x]! >= 0)) lay(x);
  const result = {
    size,
    steps: 0,
    shared: (u: number, v: number): number => {
      const at = place[v]!;
      const from = chainStart[u]!;
      let lo = from;
      let hi = chainStart[u + 1]!;
      // The first place in u's chain whose blossom does not hold v.
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const b = chain[mid]!;
        if (first[b]! <= at && at <= last[b]!) lo = mid + 1;
        else hi = mid;
        result.steps++;
      }
      return lo === from ? 0 : chainSum[lo - 1]!;
    },
  };
  return result;
}
