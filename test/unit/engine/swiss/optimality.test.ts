// The engine's result has the least pairingCost of all possible results: checked against every
// perfect matching (and every bye choice when odd) on random fields of up to 12 entries, both
// solved whole and by clusters (clusters.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCost, pairingCost, pairSwissRound } from '../../../../electron/engine/swiss';
import { bruteForceMinimum, randomField, request } from './helpers';
import { EXACT_MAX } from '../../../../electron/engine/swiss/exact';

const policies = ['highest_in_lowest_odd_group', 'lowest_ranked_without_bye'] as const;

function checkOptimal(seed: number, n: number, maxScore: number, policy: (typeof policies)[number]) {
  const field = randomField(`bf-${seed}`, n, maxScore);
  // Generic's seat balancing adds the sides cost; every third field has it on.
  const req = { ...request(field, policy, 3), balanceSides: seed % 3 === 0 };
  // With no history at all the round is drawn at random (2.1), not optimised: see round-one.test.
  fc.pre(field.some((c) => c.opponents.length > 0 || c.byes > 0));
  const best = bruteForceMinimum(req);
  // Both ways the engine pairs: whole (small fields) and by clusters (every larger one).
  for (const options of [{}, { denseLimit: 0, clusterLimit: Infinity }, { denseLimit: 0 }]) {
    const got = pairingCost(req, pairSwissRound(req, options));
    expect(compareCost(got, best), JSON.stringify({ seed, n, maxScore, policy, options, got, best })).toBe(0);
  }
}

describe('pairSwissRound is optimal under pairingCost (exhaustive)', () => {
  it('on every field of 1 to 9 entries drawn', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...policies),
        checkOptimal,
      ),
      { numRuns: 1000 },
    );
  });

  it('on fields of 10 to 12 entries', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 10, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...policies),
        checkOptimal,
      ),
      { numRuns: 60 },
    );
  });
});

describe('the cluster path (any field above the dense limit)', () => {
  // Clusters with their proof must reach exactly the least cost the whole-field solver finds.
  it('equals the exact matching on fields of 13 to 20', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 13, max: EXACT_MAX }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...policies),
        fc.boolean(),
        (seed, n, maxScore, policy, balanceSides) => {
          const req = { ...request(randomField(`win-${seed}`, n, maxScore), policy, 3), balanceSides };
          fc.pre(req.candidates.some((c) => c.opponents.length > 0));
          const whole = pairingCost(req, pairSwissRound(req, { denseLimit: EXACT_MAX }));
          const clustered = pairingCost(req, pairSwissRound(req, { denseLimit: 0, clusterLimit: Infinity }));
          expect(compareCost(clustered, whole), JSON.stringify({ seed, n, maxScore, policy, balanceSides })).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
