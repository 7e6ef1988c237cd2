// runtime: pure. Maximum-weight perfect matching on a sparse graph, with the optimal duals: the
// same algorithm as mwmatching.ts (Edmonds' blossom algorithm after Joris van Rantwijk's
// mwmatching.py, with the greedy warm start) on an edge list with adjacency lists, as the original
// is, instead of a dense matrix. priced.ts solves a few dozen candidate partners per entry with it
// and proves the result against every other pair by the duals it returns.
//
// Edge k joins eu[k] and ev[k]. An endpoint p = 2k + s names one end of edge k: s = 0 is eu[k],
// s = 1 is ev[k], and p ^ 1 is the other end. mate, labelEnd and blossomEndps hold endpoints.
// The trees and blossoms (blossom-tree.ts, with what a tight edge grows among them) and the dual
// update (dual-update.ts) are shared with the dense matching; this file keeps what the edge list
// changes: the scan of a vertex's edges, the best edges' slacks, the work limit and the warm start.
import { createBlossomTree } from './blossom-tree';
import { updateDuals } from './dual-update';

/** Thrown when the matching has done more work than its caller allowed (`workLimit`, in edges
 * and vertices visited): a deterministic stand-in for a time limit. */
export class MatchingWorkLimit extends Error {}

/** A graph of n vertices and eu.length edges; w2[k] is twice edge k's weight. */
export interface SparseGraph {
  n: number;
  eu: Int32Array;
  ev: Int32Array;
  w2: Float64Array;
}

/** The matching with its duals (as the original keeps them: vertices 0..n-1, blossoms n..2n-1,
 * for twice the weights): every edge's y[u] + y[v] + z of the blossoms holding both ends is at
 * least w2, with equality on matched edges. `parent` is each vertex's and blossom's enclosing
 * blossom (-1 at the top); a blossom with `base` -1 is unused. */
export interface SparseSolution {
  partner: Int32Array;
  dual: Float64Array;
  parent: Int32Array;
  base: Int32Array;
}

export function sparsePerfectMatching(g: SparseGraph, workLimit = Infinity): SparseSolution {
  const { n, eu, ev, w2 } = g;
  if (n % 2 !== 0) throw new Error(`sparsePerfectMatching: odd size ${n}`);
  const m = eu.length;
  const nn = 2 * n;
  // Each vertex's edges as the endpoints at their far ends (the original's neighbend).
  const adjStart = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    adjStart[eu[k]! + 1] = adjStart[eu[k]! + 1]! + 1;
    adjStart[ev[k]! + 1] = adjStart[ev[k]! + 1]! + 1;
  }
  for (let v = 0; v < n; v++) adjStart[v + 1] = adjStart[v + 1]! + adjStart[v]!;
  const adj = new Int32Array(2 * m);
  const fill = adjStart.slice(0, n);
  for (let k = 0; k < m; k++) {
    const u = eu[k]!;
    const v = ev[k]!;
    adj[fill[u]!] = 2 * k + 1;
    fill[u] = fill[u]! + 1;
    adj[fill[v]!] = 2 * k;
    fill[v] = fill[v]! + 1;
  }
  const endpointOf = (p: number): number => (p & 1 ? ev[p >> 1]! : eu[p >> 1]!);
  const allowEdge = new Uint8Array(m);
  const allow = (k: number): void => {
    allowEdge[k] = 1;
  };
  const tree = createBlossomTree(n, endpointOf, allow);
  const { mate, label, inBlossom, blossomParent, blossomBase, bestEdge, dual, queue, bestEdgeTo, bestSlackTo } = tree;
  const { makeBlossom, growAlong, gatherBestEdges } = tree;
  const slack = (k: number): number => dual[eu[k]!]! + dual[ev[k]!]! - w2[k]!;
  // bestEdge's slack as of the duals' `epoch` (they change only in the dual update).
  const bestSlackAt = new Float64Array(nn);
  const bestEpoch = new Int32Array(nn).fill(-1);
  let epoch = 0;
  const setBest = (x: number, k: number, slackNow: number): void => {
    bestEdge[x] = k;
    bestSlackAt[x] = slackNow;
    bestEpoch[x] = epoch;
  };
  const bestSlack = (x: number): number => {
    if (bestEpoch[x] === epoch) return bestSlackAt[x]!;
    const s = slack(bestEdge[x]!);
    bestSlackAt[x] = s;
    bestEpoch[x] = epoch;
    return s;
  };
  warmStart(g, adjStart, adj, dual, mate);
  let work = 0;

  // Every edge of vertex x: its adjacency list.
  const edgesOf = (x: number, consider: (k: number) => void): void => {
    for (let a = adjStart[x]!; a < adjStart[x + 1]!; a++) consider(adj[a]! >> 1);
  };
  const addBlossom = (base: number, k: number): void => {
    const b = makeBlossom(base, k);
    work += 3 * nn;
    // Each edge looked at counts toward the work limit.
    const farEnd = (kk: number): number => {
      work++;
      const j = ev[kk]!;
      return inBlossom[j] === b ? eu[kk]! : j;
    };
    const least = gatherBestEdges(b, farEnd, slack, edgesOf);
    if (least === -1) bestEdge[b] = -1;
    else setBest(b, bestEdgeTo[least]!, bestSlackTo[least]!);
  };

  for (let stage = 0; stage < n; stage++) {
    allowEdge.fill(0);
    tree.startStage();
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        work += adjStart[v + 1]! - adjStart[v]!;
        if (work + tree.visits > workLimit) throw new MatchingWorkLimit('sparsePerfectMatching: work limit');
        for (let a = adjStart[v]!; a < adjStart[v + 1]!; a++) {
          const p = adj[a]!; // the endpoint at w
          const k = p >> 1;
          const w = endpointOf(p);
          const bw = inBlossom[w]!;
          // v's blossom can grow during this scan (addBlossom), so it is read afresh.
          if (inBlossom[v] === bw) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (growAlong(k, v, w, p, addBlossom)) {
              augmented = true;
              break;
            }
          } else if (label[bw] === 1) {
            const b = inBlossom[v]!;
            if (bestEdge[b] === -1 || kSlack < bestSlack(b)) setBest(b, k, kSlack);
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < bestSlack(w)) {
              setBest(w, k, kSlack);
              tree.listVertex(w);
            }
          }
        }
      }
      if (augmented) break;

      // No augmenting path under the current duals: change them.
      work += nn;
      if (work + tree.visits > workLimit) throw new MatchingWorkLimit('sparsePerfectMatching: work limit');
      if (!updateDuals(tree, bestSlack)) break;
      epoch++;
    }
    if (!augmented) break;
    tree.endStage();
  }
  return { partner: tree.partners(), dual, parent: blossomParent, base: blossomBase };
}

/** mwmatching.ts's warm start (see there, and docs/engine.md) over each vertex's edges only: the
 * duals need only cover the edges of this graph. */
function warmStart(g: SparseGraph, adjStart: Int32Array, adj: Int32Array, dual: Float64Array, mate: Int32Array): void {
  const { n, eu, ev, w2 } = g;
  const other = (p: number): number => (p & 1 ? ev[p >> 1]! : eu[p >> 1]!);
  for (let v = 0; v < n; v++) {
    let most = -Infinity;
    for (let a = adjStart[v]!; a < adjStart[v + 1]!; a++) most = Math.max(most, w2[adj[a]! >> 1]!);
    dual[v] = most / 2;
  }
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    let least = Infinity;
    let pick = -1;
    let pickEnd = -1;
    for (let a = adjStart[v]!; a < adjStart[v + 1]!; a++) {
      const p = adj[a]!;
      const u = other(p);
      const s = dual[u]! + dual[v]! - w2[p >> 1]!;
      if (s < least) {
        least = s;
        pick = mate[u] === -1 ? u : -1;
        pickEnd = p;
      } else if (s === least && pick === -1 && mate[u] === -1) {
        pick = u;
        pickEnd = p;
      }
    }
    dual[v] = dual[v]! - least;
    if (pick === -1) continue;
    mate[v] = pickEnd;
    mate[pick] = pickEnd ^ 1;
  }
  for (let v = 0; v < n; v++) if (mate[v] === -1 && Math.abs(dual[v]! % 2) === 1) dual[v] = dual[v]! + 1;
}
