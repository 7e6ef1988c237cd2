// What the blossoms add to a pair's slack in the pricing proof (blossom-chains.ts), found by
// halving a chain, against the plain sum over every blossom holding both ends: a wrong sum there
// would hide a negative slack and prove a pairing that is not the least.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../electron/engine/random';
import { blossomChains } from '../../../../electron/engine/swiss/blossom-chains';
import { sparsePerfectMatching } from '../../../../electron/engine/swiss/sparse-matching';

function expectPlainSums(n: number, parent: Int32Array, base: Int32Array, dual: Float64Array) {
  const holders = (v: number) => {
    const all = new Set<number>();
    for (let p = parent[v]!; p !== -1; p = parent[p]!) all.add(p);
    return all;
  };
  const chains = blossomChains(n, parent, base, dual, 2 ** 51)!;
  for (let u = 0; u < n; u++) {
    const mine = holders(u);
    for (let v = 0; v < n; v++) {
      if (v === u) continue;
      let sum = 0;
      for (const b of holders(v)) if (mine.has(b)) sum += 2 * dual[b]!;
      expect(chains.shared(u, v), JSON.stringify({ u, v })).toBe(sum);
    }
  }
}

describe('the blossoms two entries share', () => {
  it('sum as the plain count does, on the dual solutions of random graphs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 50 }), fc.integer(), (half, range, seed) => {
        const n = 2 * half;
        const rng = createRng(`chains-${seed}`);
        const eu: number[] = [];
        const ev: number[] = [];
        const w2: number[] = [];
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            eu.push(i);
            ev.push(j);
            w2.push(2 * Math.floor(rng.next() * range));
          }
        }
        const s = sparsePerfectMatching({ n, eu: Int32Array.from(eu), ev: Int32Array.from(ev), w2: Float64Array.from(w2) });
        expectPlainSums(n, s.parent, s.base, s.dual);
      }),
      { numRuns: 100 },
    );
  });

  it('sum as the plain count does with blossoms nested deep and side by side', () => {
    // Blossom n + j holds blossom n + j - 1 and two more vertices (odd prefixes of a field, as
    // odd score groups make them), up to vertex 2k; a second nest from 2k + 1 on.
    const k = 40;
    const n = 4 * k + 4;
    const parent = new Int32Array(2 * n).fill(-1);
    const base = new Int32Array(2 * n).fill(-1);
    const dual = new Float64Array(2 * n);
    const rng = createRng('nests');
    const nest = (from: number, first: number, depth: number) => {
      for (let v = from; v < from + 3; v++) parent[v] = first;
      for (let j = 0; j < depth; j++) {
        const b = first + j;
        base[b] = from;
        dual[b] = Math.floor(rng.next() * 9);
        if (j > 0) parent[from + 2 * j + 1] = parent[from + 2 * j + 2] = b;
        if (j + 1 < depth) parent[b] = b + 1;
      }
    };
    nest(0, n, k);
    nest(2 * k + 2, n + k, k);
    for (let v = 0; v < n; v++) dual[v] = Math.floor(rng.next() * 9);
    expectPlainSums(n, parent, base, dual);
  });
});
