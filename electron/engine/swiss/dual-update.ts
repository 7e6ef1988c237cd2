// runtime: pure. The dual update of Edmonds' blossom algorithm (after Joris van Rantwijk's
// mwmatching.py), shared by the dense matching (mwmatching.ts) and the sparse one
// (sparse-matching.ts): when a stage's scan finds no augmenting path, the duals change by the
// largest delta that keeps every slack and every blossom dual non-negative, and the edge or
// blossom that bounded it is acted on. Each solver keeps its best edges' slacks its own way (the
// dense one by the edge's two ends, so that a slack reads the matrix in place) and hands its
// `bestSlack` over: it is called once per vertex and blossom of an update, never in the scans,
// so sharing the update adds no call to the solvers' busiest loops.
import type { BlossomTree } from './blossom-tree';

/** Thrown when a dual leaves the range where doubles hold exact integers. window.ts keeps the
 * weights below 2^49 (see windowFits), and the duals start within twice that; this guard makes
 * the bound a checked fact rather than a hope, so an inexact matching is never returned. */
export class MatchingOverflow extends Error {}
const DUAL_LIMIT = 2 ** 51;

/** `bestSlack(x)` is the slack of bestEdge[x] under the duals as they are. Returns false when
 * nothing was left to grow (the matching is of maximum cardinality, and the stages end). The
 * duals change only here: slacks the caller keeps from before the call are stale after it. */
export function updateDuals(tree: BlossomTree, bestSlack: (x: number) => number): boolean {
  const { n, label, inBlossom, blossomParent, blossomBase, bestEdge, dual, queue, endpointOf, allow } = tree;
  const nn = 2 * n;
  let deltaType = -1;
  let delta = 0;
  let deltaEdge = -1;
  let deltaBlossom = -1;
  for (let v = 0; v < n; v++) {
    if (label[inBlossom[v]!] === 0 && bestEdge[v] !== -1) {
      const d = bestSlack(v);
      if (deltaType === -1 || d < delta) {
        delta = d;
        deltaType = 2;
        deltaEdge = bestEdge[v]!;
      }
    }
  }
  for (let b = 0; b < nn; b++) {
    if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
      const d = bestSlack(b) / 2;
      if (deltaType === -1 || d < delta) {
        delta = d;
        deltaType = 3;
        deltaEdge = bestEdge[b]!;
      }
    }
  }
  for (let b = n; b < nn; b++) {
    if (blossomBase[b]! >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b]! < delta)) {
      delta = dual[b]!;
      deltaType = 4;
      deltaBlossom = b;
    }
  }
  if (deltaType === -1) {
    // Nothing left to grow: the matching is of maximum cardinality.
    deltaType = 1;
    let least = Infinity;
    for (let v = 0; v < n; v++) if (dual[v]! < least) least = dual[v]!;
    delta = Math.max(0, least);
  }
  let widest = 0;
  for (let v = 0; v < n; v++) {
    const l = label[inBlossom[v]!];
    if (l === 1) dual[v] = dual[v]! - delta;
    else if (l === 2) dual[v] = dual[v]! + delta;
    widest = Math.max(widest, Math.abs(dual[v]!));
  }
  for (let b = n; b < nn; b++) {
    if (blossomBase[b]! >= 0 && blossomParent[b] === -1) {
      if (label[b] === 1) dual[b] = dual[b]! + delta;
      else if (label[b] === 2) dual[b] = dual[b]! - delta;
      widest = Math.max(widest, Math.abs(dual[b]!));
    }
  }
  if (widest > DUAL_LIMIT) throw new MatchingOverflow('maxWeightPerfectMatching: duals past exact doubles');
  if (deltaType === 1) return false;
  if (deltaType === 2) {
    // The edge from a free vertex to an S-vertex became tight: scan the S end.
    allow(deltaEdge);
    let i = endpointOf(2 * deltaEdge);
    if (label[inBlossom[i]!] === 0) i = endpointOf(2 * deltaEdge + 1);
    queue.push(i);
  } else if (deltaType === 3) {
    allow(deltaEdge);
    queue.push(endpointOf(2 * deltaEdge));
  } else {
    tree.expandBlossom(deltaBlossom, false);
  }
  return true;
}
