import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blossomMatching } from '../../../../electron/engine/swiss/blossom';
import { exactMatching } from '../../../../electron/engine/swiss/exact';
import { compareCost, pairingCost, pairSwissRound } from '../../../../electron/engine/swiss';
import { randomField, request } from './helpers';

const total = (m: number, w: Float64Array, partner: Int32Array) => {
  let sum = 0;
  for (let i = 0; i < m; i++) if (partner[i]! > i) sum += w[i * m + partner[i]!]!;
  return sum;
};

describe('the blossom matching', () => {
  it('finds a perfect matching of the same least weight as the subset program', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((half) =>
          fc.tuple(fc.constant(2 * half), fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 4 * half * half, maxLength: 4 * half * half })),
        ),
        ([m, raw]) => {
          const w = new Float64Array(m * m);
          for (let i = 0; i < m; i++) for (let j = i + 1; j < m; j++) w[i * m + j] = w[j * m + i] = raw[i * m + j]!;
          const b = blossomMatching(m, w);
          for (let i = 0; i < m; i++) expect(b[b[i]!]).toBe(i);
          expect(total(m, w, b)).toBe(total(m, w, exactMatching(m, w)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('pairs fields of 17 to 80 whole at the same least cost as by clusters', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 17, max: 80 }), fc.integer({ min: 2, max: 8 }), (seed, n, rounds) => {
        const req = request(randomField(`blossom-${seed}`, n, rounds), 'highest_in_lowest_odd_group', rounds);
        const whole = pairingCost(req, pairSwissRound(req, { denseLimit: Infinity }));
        const clustered = pairingCost(req, pairSwissRound(req, { denseLimit: 0, clusterLimit: Infinity }));
        expect(compareCost(clustered, whole), JSON.stringify({ seed, n, rounds })).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});
