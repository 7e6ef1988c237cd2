// runtime: pure. The alternating trees and blossoms of Edmonds' blossom algorithm (after Joris van
// Rantwijk's mwmatching.py), shared by the dense matching (mwmatching.ts) and the sparse one
// (sparse-matching.ts): labels, blossoms made, expanded and augmented through, a stage's start and
// end, each blossom's least-slack edges to the others, and the matching augmented along a path.
// The dual update is dual-update.ts. The solvers keep what differs: how a vertex's edges are
// visited (a row of a matrix, or an adjacency list) and how a best edge's slack is worked out.
//
// An endpoint p = 2k + s names one end of edge k: s = 0 its first end, s = 1 its second, and
// p ^ 1 the other end; `endpointOf` says which vertex that is. mate, labelEnd and blossomEndps
// hold endpoints, as in the original. Sharing it did not slow the dense matching (docs/engine.md).

export type BlossomTree = ReturnType<typeof createBlossomTree>;

/** `allow(k)` marks edge k tight (allowed) in the solver's own flags. */
export function createBlossomTree(n: number, endpointOf: (p: number) => number, allow: (k: number) => void) {
  const nn = 2 * n;
  const mate = new Int32Array(n).fill(-1);
  const label = new Int8Array(nn);
  const labelEnd = new Int32Array(nn).fill(-1);
  const inBlossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inBlossom[v] = v;
  const blossomParent = new Int32Array(nn).fill(-1);
  // A blossom's children and endpoints are only ever replaced whole, never pushed to, so the
  // unused slots can share one empty list (a window of 256 entries would otherwise make 1,024).
  const none: readonly number[] = [];
  const blossomChilds: (readonly number[])[] = new Array<readonly number[]>(nn).fill(none);
  const blossomBase = new Int32Array(nn).fill(-1);
  for (let v = 0; v < n; v++) blossomBase[v] = v;
  const blossomEndps: (readonly number[])[] = new Array<readonly number[]>(nn).fill(none);
  const bestEdge = new Int32Array(nn).fill(-1);
  const blossomBestEdges: (Int32Array | null)[] = new Array<Int32Array | null>(nn).fill(null);
  const unusedBlossoms: number[] = [];
  for (let b = nn - 1; b >= n; b--) unusedBlossoms.push(b);
  const dual = new Float64Array(nn);
  const queue: number[] = [];
  const leafBuffer = new Int32Array(n);
  // While a blossom is made: each other S-blossom's least-slack edge to it and that slack, which
  // the solver works out from the sub-blossoms' lists or edges (its duals hold still meanwhile).
  const bestEdgeTo = new Int32Array(nn);
  const bestSlackTo = new Float64Array(nn);

  /** Writes the vertices inside blossom b to leafBuffer from `at`; returns the new end. */
  const leaves = (b: number, at: number): number => {
    tree.visits++;
    if (b < n) {
      leafBuffer[at] = b;
      return at + 1;
    }
    for (const c of blossomChilds[b]!) at = leaves(c, at);
    return at;
  };

  // The stage's vertices whose duals or best edges the dual update can read: every leaf of a
  // blossom labelled S or T this stage, and every free vertex given a best edge (the solvers call
  // listVertex for those). The update reads only these: scanning all n vertices and 2n blossoms
  // at each of a late round's hundreds of updates was half of a pairing of 4,096.
  const stageVertices = new Int32Array(n);
  const listedInStage = new Int32Array(n).fill(-1);
  let stageNumber = 0;
  const listVertex = (v: number): void => {
    if (listedInStage[v] === stageNumber) return;
    listedInStage[v] = stageNumber;
    stageVertices[tree.stageCount++] = v;
  };
  // Not counted in `visits`: the work limit measures what the algorithm itself walks.
  const listLeaves = (b: number): void => {
    if (b < n) listVertex(b);
    else for (const c of blossomChilds[b]!) listLeaves(c);
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    for (;;) {
      const b = inBlossom[w]!;
      label[w] = label[b] = t;
      labelEnd[w] = labelEnd[b] = p;
      bestEdge[w] = bestEdge[b] = -1;
      if (t === 1) {
        const end = leaves(b, 0);
        for (let i = 0; i < end; i++) {
          queue.push(leafBuffer[i]!);
          listVertex(leafBuffer[i]!);
        }
        return;
      }
      listLeaves(b);
      // A T-blossom's base is matched; its mate becomes an S-vertex.
      const base = blossomBase[b]!;
      const mp = mate[base]!;
      w = endpointOf(mp);
      t = 1;
      p = mp ^ 1;
    }
  };

  /** Follows both alternating paths up from v and w: the base of a new blossom, or -1 when
   * they reach different roots (an augmenting path). */
  const scanBlossom = (v: number, w: number): number => {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & 4) {
        base = blossomBase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpointOf(labelEnd[b]!);
        b = inBlossom[v]!;
        v = endpointOf(labelEnd[b]!);
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  /** Makes the blossom that edge k closes over the alternating paths to `base`, labelled S, and
   * queues its former T-vertices; returns it. The caller works out its best edges. */
  const makeBlossom = (base: number, k: number): number => {
    let v = endpointOf(2 * k);
    let w = endpointOf(2 * k + 1);
    const bb = inBlossom[base]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]!);
      v = endpointOf(labelEnd[bv]!);
      bv = inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw]! ^ 1);
      w = endpointOf(labelEnd[bw]!);
      bw = inBlossom[w]!;
    }
    blossomChilds[b] = path;
    blossomEndps[b] = endps;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = 0;
    const end = leaves(b, 0);
    for (let i = 0; i < end; i++) {
      const x = leafBuffer[i]!;
      // Former T-vertices become S-vertices inside the new blossom and must be scanned.
      if (label[inBlossom[x]!] === 2) queue.push(x);
      inBlossom[x] = b;
    }
    return b;
  };

  const expandBlossom = (b: number, endStage: boolean): void => {
    const childs = blossomChilds[b]!;
    for (const s of childs) {
      blossomParent[s] = -1;
      if (s < n) {
        inBlossom[s] = s;
      } else if (endStage && dual[s] === 0) {
        expandBlossom(s, endStage);
      } else {
        const end = leaves(s, 0);
        for (let i = 0; i < end; i++) inBlossom[leafBuffer[i]!] = s;
      }
    }
    if (!endStage && label[b] === 2) {
      // The T-blossom is expanded mid-stage: relabel the path through it from the entry child
      // to the base so the alternating tree stays whole.
      const endps = blossomEndps[b]!;
      const len = childs.length;
      const at = (arr: readonly number[], i: number) => arr[i < 0 ? len + i : i]!;
      const entryChild = inBlossom[endpointOf(labelEnd[b]! ^ 1)]!;
      const { j: start, jStep, endpTrick } = evenPathFrom(childs.indexOf(entryChild), len);
      let j = start;
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpointOf(p ^ 1)] = 0;
        label[endpointOf(at(endps, j - endpTrick) ^ endpTrick ^ 1)] = 0;
        assignLabel(endpointOf(p ^ 1), 2, p);
        allow(at(endps, j - endpTrick) >> 1);
        j += jStep;
        p = at(endps, j - endpTrick) ^ endpTrick;
        allow(p >> 1);
        j += jStep;
      }
      let bv = at(childs, j);
      label[endpointOf(p ^ 1)] = label[bv] = 2;
      labelEnd[endpointOf(p ^ 1)] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += jStep;
      while (at(childs, j) !== entryChild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jStep;
          continue;
        }
        const end = leaves(bv, 0);
        let v = -1;
        for (let i = 0; i < end; i++) {
          v = leafBuffer[i]!;
          if (label[v] !== 0) break;
        }
        if (label[v] !== 0) {
          label[v] = 0;
          label[endpointOf(mate[blossomBase[bv]!]!)] = 0;
          assignLabel(v, 2, labelEnd[v]!);
        }
        j += jStep;
      }
    }
    label[b] = 0;
    labelEnd[b] = -1;
    blossomChilds[b] = none;
    blossomEndps[b] = none;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  };

  /** Swaps matched and unmatched edges along the even path from v to the base of blossom b,
   * and rotates b so that v's sub-blossom becomes its base. */
  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomChilds[b]!;
    const endps = blossomEndps[b]!;
    const len = childs.length;
    const at = (arr: readonly number[], i: number) => arr[i < 0 ? len + i : i]!;
    const i = childs.indexOf(t);
    const { j: start, jStep, endpTrick } = evenPathFrom(i, len);
    let j = start;
    while (j !== 0) {
      j += jStep;
      t = at(childs, j);
      const p = at(endps, j - endpTrick) ^ endpTrick;
      if (t >= n) augmentBlossom(t, endpointOf(p));
      j += jStep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpointOf(p ^ 1));
      mate[endpointOf(p)] = p ^ 1;
      mate[endpointOf(p ^ 1)] = p;
    }
    blossomChilds[b] = childs.slice(i).concat(childs.slice(0, i));
    blossomEndps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossomBase[b] = blossomBase[blossomChilds[b]![0]!]!;
  };

  /** Keeps bestEdgeTo's edges as blossom b's least-slack edges to the other S-blossoms; returns
   * the S-blossom whose edge has the least slack (the first at it), or -1 when there is none. */
  const keepBestEdges = (b: number): number => {
    let count = 0;
    for (let i = 0; i < nn; i++) if (bestEdgeTo[i] !== -1) count++;
    const list = new Int32Array(count);
    count = 0;
    let least = -1;
    for (let i = 0; i < nn; i++) {
      const kk = bestEdgeTo[i]!;
      if (kk === -1) continue;
      list[count++] = kk;
      if (least === -1 || bestSlackTo[i]! < bestSlackTo[least]!) least = i;
    }
    blossomBestEdges[b] = list;
    return least;
  };

  /** A blossom b just made: its least-slack edge to each S-blossom outside it, from its children's
   * lists, or, for a child that kept none (a vertex, or a blossom that was a T-blossom), every
   * edge of its vertices (`edgesOf(x, consider)`, the caller's graph). Keeps them as b's list and
   * returns the S-blossom whose edge is least (-1: none). `farEnd(k)`: edge k's end outside b;
   * `slackOf(k)`: its slack, worked out once each, the duals holding still meanwhile. */
  const gatherBestEdges = (b: number, farEnd: (k: number) => number, slackOf: (k: number) => number, edgesOf: (x: number, consider: (k: number) => void) => void): number => {
    bestEdgeTo.fill(-1);
    const consider = (kk: number): void => {
      const bj = inBlossom[farEnd(kk)]!;
      if (bj === b || label[bj] !== 1) return;
      const s = slackOf(kk);
      if (bestEdgeTo[bj] === -1 || s < bestSlackTo[bj]!) {
        bestEdgeTo[bj] = kk;
        bestSlackTo[bj] = s;
      }
    };
    for (const sub of blossomChilds[b]!) {
      const list = blossomBestEdges[sub];
      if (list === null || list === undefined) {
        const e = leaves(sub, 0);
        for (let i = 0; i < e; i++) edgesOf(leafBuffer[i]!, consider);
      } else {
        for (const kk of list) consider(kk);
      }
      blossomBestEdges[sub] = null;
      bestEdge[sub] = -1;
    }
    return keepBestEdges(b);
  };

  /** Clears the labels and best edges of the last stage and labels every free vertex S. */
  const startStage = (): void => {
    stageNumber++;
    tree.stageCount = 0;
    label.fill(0);
    bestEdge.fill(-1);
    for (let b = n; b < nn; b++) blossomBestEdges[b] = null;
    queue.length = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inBlossom[v]!] === 0) assignLabel(v, 1, -1);
    }
  };

  /** After an augmentation: blossoms whose dual fell to zero are no longer needed. */
  const endStage = (): void => {
    for (let b = n; b < nn; b++) {
      if (blossomParent[b] === -1 && blossomBase[b]! >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  };

  /** Each vertex's partner in the perfect matching the stages ended with. */
  const partners = (): Int32Array => {
    const partner = new Int32Array(n);
    for (let v = 0; v < n; v++) {
      if (mate[v]! < 0) throw new Error('maxWeightPerfectMatching: no perfect matching');
      partner[v] = endpointOf(mate[v]!);
    }
    return partner;
  };

  const augmentMatching = (k: number): void => {
    for (let side = 0; side < 2; side++) {
      let s = endpointOf(2 * k + side);
      let p = side === 0 ? 2 * k + 1 : 2 * k;
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpointOf(labelEnd[bs]!);
        const bt = inBlossom[t]!;
        s = endpointOf(labelEnd[bt]!);
        const j = endpointOf(labelEnd[bt]! ^ 1);
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  };

  /** A tight edge k from S-vertex v reaches w (p: its endpoint at w): w's top blossom, free,
   * joins the tree as a T-blossom; an S-blossom closes a blossom (`addBlossom`, which keeps its
   * best edges as the caller's graph holds them) or an augmenting path, which augments the
   * matching (true: the stage is done); a T-blossom's vertex not yet labelled is labelled T. */
  const growAlong = (k: number, v: number, w: number, p: number, addBlossom: (base: number, k: number) => void): boolean => {
    const bw = inBlossom[w]!;
    if (label[bw] === 0) {
      assignLabel(w, 2, p ^ 1);
    } else if (label[bw] === 1) {
      const base = scanBlossom(v, w);
      if (base < 0) {
        augmentMatching(k);
        return true;
      }
      addBlossom(base, k);
    } else if (label[w] === 0) {
      label[w] = 2;
      labelEnd[w] = p ^ 1;
    }
    return false;
  };

  const tree = {
    n,
    mate,
    label,
    labelEnd,
    inBlossom,
    blossomParent,
    blossomChilds,
    blossomBase,
    blossomEndps,
    bestEdge,
    blossomBestEdges,
    dual,
    queue,
    leafBuffer,
    bestEdgeTo,
    bestSlackTo,
    /** Blossoms and vertices `leaves` has walked: part of the sparse matching's work limit. */
    visits: 0,
    /** stageVertices[0..stageCount): the stage's vertices the dual update reads (see listVertex). */
    stageVertices,
    stageCount: 0,
    listVertex,
    /** Which dual update last changed each blossom's dual (blossom b at b - n), so that an
     * update, reaching blossoms through their leaves, changes each once. */
    blossomsUpdated: new Int32Array(n),
    updateNumber: 0,
    endpointOf,
    allow,
    leaves,
    assignLabel,
    scanBlossom,
    makeBlossom,
    expandBlossom,
    augmentMatching,
    growAlong,
    gatherBestEdges,
    startStage,
    endStage,
    partners,
  };
  return tree;
}

/** Which way round a blossom of `len` children the even-length path from child `index` to the
 * base goes: an odd index goes forward (from index - len up to 0), an even one backward; the
 * endpoint trick picks the matching end of each edge on the way (as in mwmatching.py). */
function evenPathFrom(index: number, len: number): { j: number; jStep: number; endpTrick: number } {
  return index & 1 ? { j: index - len, jStep: 1, endpTrick: 0 } : { j: index, jStep: -1, endpTrick: 1 };
}
