import fc from 'fast-check';
import blossom from 'edmonds-blossom-fixed';
import { describe, expect, it } from 'vitest';
import { blossomMatching } from '../../../../electron/engine/swiss/blossom';
import { exactMatching } from '../../../../electron/engine/swiss/exact';
import { MatchingOverflow } from '../../../../electron/engine/swiss/dual-update';
import { maxWeightPerfectMatching } from '../../../../electron/engine/swiss/mwmatching';

const total = (m: number, w: Float64Array, partner: Int32Array) => {
  let sum = 0;
  for (let i = 0; i < m; i++) if (partner[i]! > i) sum += w[i * m + partner[i]!]!;
  return sum;
};

const isPerfect = (m: number, partner: Int32Array) =>
  partner.length === m && Array.from(partner).every((j, i) => j !== i && j >= 0 && j < m && partner[j] === i);

/** Costs shaped like the folded window weights (window.ts): few distinct values in each field,
 * fields many orders of magnitude apart, so ties are everywhere and sums are huge. */
const cost = fc.oneof(
  fc.integer({ min: 0, max: 3 }),
  fc.integer({ min: 0, max: 1_000_000_000 }),
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 9 }))
    .map(([rematch, gap, sides, deviation]) => rematch * 2 ** 44 + gap * 2 ** 30 + sides * 2 ** 12 + deviation),
);

const symmetricCosts = (minHalf: number, maxHalf: number) =>
  fc.integer({ min: minHalf, max: maxHalf }).chain((half) => {
    const m = 2 * half;
    return fc.tuple(fc.constant(m), fc.array(cost, { minLength: (m * (m - 1)) / 2, maxLength: (m * (m - 1)) / 2 }));
  }).map(([m, raw]) => {
    const w = new Float64Array(m * m);
    let k = 0;
    for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) w[i * m + j] = w[j * m + i] = raw[k++]!;
    return { m, w };
  });

/** The least-cost perfect matching of the npm port of the same algorithm, for comparison. */
function reference(m: number, w: Float64Array): Int32Array {
  let top = 0;
  for (const x of w) if (x > top) top = x;
  const edges: [number, number, number][] = [];
  for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) edges.push([i, j, top + 1 - w[i * m + j]!]);
  return Int32Array.from(blossom(edges, true));
}

describe('the blossom matching (mwmatching.ts)', () => {
  it('finds a perfect matching of the least cost the subset program finds (up to 16 entries)', () => {
    fc.assert(
      fc.property(symmetricCosts(1, 8), ({ m, w }) => {
        const b = blossomMatching(m, w);
        expect(isPerfect(m, b)).toBe(true);
        expect(total(m, w, b)).toBe(total(m, w, exactMatching(m, w)));
      }),
      { numRuns: 400 },
    );
  });

  it('finds the same least cost as edmonds-blossom-fixed on 18 to 120 entries', () => {
    fc.assert(
      fc.property(symmetricCosts(9, 60), ({ m, w }) => {
        const b = blossomMatching(m, w);
        expect(isPerfect(m, b)).toBe(true);
        expect(total(m, w, b)).toBe(total(m, w, reference(m, w)));
      }),
      { numRuns: 40 },
    );
  });

  it('finds the same least cost as edmonds-blossom-fixed on Swiss-shaped costs of 40 to 120 entries', () => {
    // Sorted scores, a cost for score gap and for distance in the ranking, and some rematches: the
    // greedy start then pairs most entries with a neighbour, and the stages undo the rematches.
    fc.assert(
      fc.property(
        fc.integer({ min: 20, max: 60 }),
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.integer(),
        (half, groups, meetP, seed) => {
          const m = 2 * half;
          let x = seed | 0;
          const next = () => ((x = (Math.imul(x, 1103515245) + 12345) | 0) >>> 8) / 2 ** 24;
          const score = Array.from({ length: m }, (_, i) => Math.floor((groups * (m - i)) / m));
          const w = new Float64Array(m * m);
          for (let i = 0; i < m; i++) {
            for (let j = i + 1; j < m; j++) {
              const d = score[i]! - score[j]!;
              const rematch = next() < meetP ? 1 : 0;
              w[i * m + j] = w[j * m + i] = rematch * 2 ** 40 + d * d * 2 ** 20 + Math.abs(j - i - 1);
            }
          }
          const b = blossomMatching(m, w);
          expect(isPerfect(m, b)).toBe(true);
          expect(total(m, w, b)).toBe(total(m, w, reference(m, w)));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('stays exact with folded weights up to the fold limit (2^49), or refuses with MatchingOverflow', () => {
    // Rematch, gap, sides and deviation folded with units as large as windowFits allows.
    const huge = fc
      .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 9999 }))
      .map(([rematch, gap, deviation]) => rematch * 2 ** 48 + gap * 2 ** 42 + deviation);
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 10 }).chain((half) =>
          fc.tuple(fc.constant(2 * half), fc.array(huge, { minLength: 2 * half * (2 * half - 1), maxLength: 2 * half * (2 * half - 1) })),
        ),
        ([m, raw]) => {
          const w = new Float64Array(m * m);
          let k = 0;
          for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) w[i * m + j] = w[j * m + i] = raw[k++]!;
          let b: Int32Array;
          try {
            b = blossomMatching(m, w);
          } catch (error) {
            expect(error).toBeInstanceOf(MatchingOverflow);
            return;
          }
          expect(isPerfect(m, b)).toBe(true);
          expect(total(m, w, b)).toBe(total(m, w, exactMatching(m, w)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('maximises with negative and fractional weights too', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }).chain((half) =>
          fc.tuple(fc.constant(2 * half), fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 4 * half * half, maxLength: 4 * half * half })),
        ),
        ([m, raw]) => {
          const w = new Float64Array(m * m);
          for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) w[i * m + j] = w[j * m + i] = raw[i * m + j]! / 4;
          const best = maxWeightPerfectMatching(m, w);
          expect(isPerfect(m, best)).toBe(true);
          const negated = w.map((x) => 10 - x);
          expect(total(m, w, best)).toBe(total(m, w, exactMatching(m, negated)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
