// runtime: pure. Maximum-weight matching of maximum cardinality on a complete graph given as a
// dense weight matrix: Edmonds' blossom algorithm, O(n^3), ported from Joris van Rantwijk's
// mwmatching.py (dual variables, S/T labels, nested blossoms, and the least-slack edge kept per
// blossom, which is what makes it cubic), started from a greedy matching (warmStart below).
// Arrays are typed and indexed by vertex pair instead of an edge list. With integer weights every
// dual and slack stays an integer (slacks are doubled), so the result is exact as long as four
// times the largest weight is a safe integer (window.ts keeps the folded weights far below).
//
// Edge k joins u < v and is numbered k = u * n + v. An endpoint p = 2k + s names one end of edge
// k: s = 0 is u, s = 1 is v, and p ^ 1 is the other end. mate, labelEnd and blossomEndps hold
// endpoints, as in the original. The trees and blossoms (blossom-tree.ts) and the dual update
// (dual-update.ts) are shared with the sparse matching; this file keeps what the dense matrix
// changes: the scan of a vertex's row, the best edges' slacks and the warm start.

import { createBlossomTree } from './blossom-tree';
import { updateDuals } from './dual-update';

/** weights[i * n + j] (= weights[j * n + i]) is the weight of pairing i with j; n must be even.
 * Returns mate[i] of a perfect matching of the greatest total weight. */
export function maxWeightPerfectMatching(n: number, weights: Float64Array): Int32Array {
  return maxWeightPerfectMatchingDoubled(n, weights.map((x) => 2 * x));
}

/** The same from twice the weights (both halves of the matrix), which it reads in place: a
 * caller that builds the weights anyway saves a copy of n² doubles. `rowMost[v]`, when given, is
 * the largest of w2[v * n + u] over u != v, which such a caller can note as it writes them. */
export function maxWeightPerfectMatchingDoubled(n: number, w2: Float64Array, rowMost?: Float64Array): Int32Array {
  if (n % 2 !== 0) throw new Error(`maxWeightPerfectMatching: odd size ${n}`);
  if (n === 0) return new Int32Array(0);
  const nn = 2 * n;

  // u = floor(k / n) by a multiplication: (k + 0.5) / n lies strictly inside (u, u + 1), half
  // a unit over n away from either end, far more than the rounding of the product, and a
  // multiplication is several times quicker than the division (slack runs in the inner loops).
  const inverse = 1 / n;
  const lowerOf = (k: number): number => Math.floor((k + 0.5) * inverse);
  const endpointOf = (p: number): number => {
    const k = p >> 1;
    const u = lowerOf(k);
    return p & 1 ? k - u * n : u;
  };
  const slack = (k: number): number => {
    const u = lowerOf(k);
    return dual[u]! + dual[k - u * n]! - w2[k]!;
  };

  // Allowed (tight) edges, kept at both u * n + v and v * n + u like the weights: the scan below
  // then reads a vertex's row in order, not a column a row's length apart per edge.
  const allowEdge = new Uint8Array(n * n);
  const allow = (k: number): void => {
    const u = lowerOf(k);
    const v = k - u * n;
    allowEdge[k] = 1;
    allowEdge[v * n + u] = 1;
  };
  const tree = createBlossomTree(n, endpointOf, allow);
  const { mate, label, inBlossom, bestEdge, dual, queue, bestEdgeTo, bestSlackTo } = tree;
  const { makeBlossom, growAlong, gatherBestEdges } = tree;
  // bestEdge's two ends (bestFrom inside the blossom or vertex it is kept for), and its slack as
  // of the duals' `epoch` (they change only in updateDuals, after which it is counted up): the scan
  // compares against it at every edge, and rows scanned between two updates meet the same ones.
  const bestFrom = new Int32Array(nn);
  const bestTo = new Int32Array(nn);
  const bestSlackAt = new Float64Array(nn);
  const bestEpoch = new Int32Array(nn).fill(-1);
  let epoch = 0;
  const setBest = (x: number, k: number, from: number, to: number, slackNow: number): void => {
    bestEdge[x] = k;
    bestFrom[x] = from;
    bestTo[x] = to;
    bestSlackAt[x] = slackNow;
    bestEpoch[x] = epoch;
  };
  const bestSlack = (x: number): number => {
    if (bestEpoch[x] === epoch) return bestSlackAt[x]!;
    const s = dual[bestFrom[x]!]! + dual[bestTo[x]!]! - w2[bestFrom[x]! * n + bestTo[x]!]!;
    bestSlackAt[x] = s;
    bestEpoch[x] = epoch;
    return s;
  };
  warmStart(n, w2, dual, mate, rowMost);

  // Every edge of vertex x: its row of the matrix.
  const edgesOf = (x: number, consider: (k: number) => void): void => {
    for (let y = 0; y < n; y++) if (y !== x) consider(x < y ? x * n + y : y * n + x);
  };
  const addBlossom = (base: number, k: number): void => {
    const b = makeBlossom(base, k);
    const farEnd = (kk: number): number => {
      const u = lowerOf(kk);
      const j = kk - u * n;
      return inBlossom[j] === b ? u : j;
    };
    const least = gatherBestEdges(b, farEnd, slack, edgesOf);
    if (least === -1) {
      bestEdge[b] = -1;
    } else {
      const best = bestEdgeTo[least]!;
      const u = lowerOf(best);
      setBest(b, best, u, best - u * n, bestSlackTo[least]!);
    }
  };

  for (let stage = 0; stage < n; stage++) {
    allowEdge.fill(0);
    tree.startStage();
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let w = 0; w < n; w++) {
          if (w === v) continue;
          const bw = inBlossom[w]!;
          // v's blossom can grow during this scan (addBlossom), so it is read afresh.
          if (inBlossom[v] === bw) continue;
          const k = v < w ? v * n + w : w * n + v;
          const p = v < w ? 2 * k + 1 : 2 * k; // the endpoint at w
          const row = v * n + w;
          let kSlack = 0;
          if (!allowEdge[row]) {
            kSlack = dual[v]! + dual[w]! - w2[row]!;
            if (kSlack <= 0) {
              allowEdge[row] = 1;
              allowEdge[w * n + v] = 1;
            }
          }
          if (allowEdge[row]) {
            if (growAlong(k, v, w, p, addBlossom)) {
              augmented = true;
              break;
            }
          } else if (label[bw] === 1) {
            const b = inBlossom[v]!;
            if (bestEdge[b] === -1 || kSlack < bestSlack(b)) setBest(b, k, v, w, kSlack);
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < bestSlack(w)) {
              setBest(w, k, v, w, kSlack);
              tree.listVertex(w);
            }
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: change them.
      if (!updateDuals(tree, bestSlack)) break;
      epoch++;
    }
    if (!augmented) break;
    tree.endStage();
  }
  return tree.partners();
}

/**
 * A feasible start instead of the original's empty matching with every dual at the largest
 * weight: each vertex's dual at its largest weight (so the slack y[u] + y[v] - 2 w(u, v) is never
 * negative), lowered until one of its edges is tight, and a greedy matching of tight edges. The
 * stages then only have to place the entries the greedy pass left free, which for Swiss weights
 * (most entries have one cheapest partner that has them as its cheapest too) are few. It is
 * sound because the matching sought is perfect: then the vertex duals need not be equal nor
 * non-negative, only every slack non-negative and every matched edge tight. Free vertices are
 * given duals of one parity (raising one only adds slack), so with integer weights every slack
 * between S-vertices stays even and halving it stays exact, as in the original.
 */
function warmStart(n: number, w2: Float64Array, dual: Float64Array, mate: Int32Array, rowMost?: Float64Array): void {
  for (let v = 0; v < n; v++) {
    let most = -Infinity;
    if (rowMost) most = rowMost[v]!;
    else for (let u = 0; u < n; u++) if (u !== v && w2[v * n + u]! > most) most = w2[v * n + u]!;
    dual[v] = most / 2;
  }
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    // One pass: the least slack, and the first free vertex at it (tight once dual[v] drops by it).
    let least = Infinity;
    let pick = -1;
    for (let u = 0; u < n; u++) {
      if (u === v) continue;
      const s = dual[u]! + dual[v]! - w2[v * n + u]!;
      if (s < least) {
        least = s;
        pick = mate[u] === -1 ? u : -1;
      } else if (s === least && pick === -1 && mate[u] === -1) {
        pick = u;
      }
    }
    dual[v] = dual[v]! - least;
    if (pick === -1) continue;
    const k = v < pick ? v * n + pick : pick * n + v;
    mate[v] = v < pick ? 2 * k + 1 : 2 * k;
    mate[pick] = mate[v]! ^ 1;
  }
  for (let v = 0; v < n; v++) if (mate[v] === -1 && Math.abs(dual[v]! % 2) === 1) dual[v] = dual[v]! + 1;
}
