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
  const { stageVertices: listed, stageCount: count } = tree;
  // Only the stage's listed vertices and their top blossoms can bound the delta or change (see
  // blossom-tree.ts). Ties go to the lowest vertex or blossom, and a later kind replaces an
  // earlier only when strictly less, as a scan of every vertex and blossom in order would.
  let delta2 = Infinity;
  let at2 = -1;
  let delta3 = Infinity;
  let at3 = -1;
  let delta4 = Infinity;
  let at4 = -1;
  for (let i = 0; i < count; i++) {
    const v = listed[i]!;
    const b = inBlossom[v]!;
    const l = label[b];
    if (l === 0) {
      if (bestEdge[v] !== -1) {
        const d = bestSlack(v);
        if (d < delta2 || (d === delta2 && v < at2)) {
          delta2 = d;
          at2 = v;
        }
      }
    } else if (l === 1) {
      if (blossomParent[b] === -1 && bestEdge[b] !== -1) {
        const d = bestSlack(b) / 2;
        if (d < delta3 || (d === delta3 && b < at3)) {
          delta3 = d;
          at3 = b;
        }
      }
    } else if (l === 2 && b >= n && blossomBase[b]! >= 0 && blossomParent[b] === -1) {
      const d = dual[b]!;
      if (d < delta4 || (d === delta4 && b < at4)) {
        delta4 = d;
        at4 = b;
      }
    }
  }
  let deltaType = -1;
  let delta = 0;
  let deltaEdge = -1;
  let deltaBlossom = -1;
  if (at2 !== -1) {
    deltaType = 2;
    delta = delta2;
    deltaEdge = bestEdge[at2]!;
  }
  if (at3 !== -1 && (deltaType === -1 || delta3 < delta)) {
    deltaType = 3;
    delta = delta3;
    deltaEdge = bestEdge[at3]!;
  }
  if (at4 !== -1 && (deltaType === -1 || delta4 < delta)) {
    deltaType = 4;
    delta = delta4;
    deltaBlossom = at4;
  }
  if (deltaType === -1) {
    // Nothing left to grow: the matching is of maximum cardinality.
    deltaType = 1;
    let least = Infinity;
    for (let v = 0; v < n; v++) if (dual[v]! < least) least = dual[v]!;
    delta = Math.max(0, least);
  }
  let widest = 0;
  const updated = tree.blossomsUpdated;
  tree.updateNumber++;
  for (let i = 0; i < count; i++) {
    const v = listed[i]!;
    const b = inBlossom[v]!;
    const l = label[b];
    if (l === 0) continue;
    dual[v] = l === 1 ? dual[v]! - delta : dual[v]! + delta;
    widest = Math.max(widest, Math.abs(dual[v]!));
    if (b >= n && updated[b - n] !== tree.updateNumber && blossomParent[b] === -1 && blossomBase[b]! >= 0) {
      updated[b - n] = tree.updateNumber;
      dual[b] = l === 1 ? dual[b]! + delta : dual[b]! - delta;
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
