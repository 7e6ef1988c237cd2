// Fields past any window the old repair used: the clusters (clusters.ts) must reach exactly the
// least cost of the whole-field blossom, on rematch-prone random histories and on late rounds of
// simulated events with drops, late entries and byes. The whole-field solver takes seconds here,
// so the runs are few; the brute-force tests (optimality.test.ts) cover the small fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../electron/engine/random';
import { compareCost, pairingCost, pairSwissRound, type PairingRequest } from '../../../../electron/engine/swiss';
import type { ByePolicy } from '../../../../electron/engine/types';
import { roundPairingOf, SimEvent as BenchEvent } from '../../../../scripts/bench/event';
import { createField } from '../../../../scripts/bench/field';
import { bandedField, randomField, request, SimEvent } from './helpers';

const policy = fc.constantFrom<ByePolicy>('highest_in_lowest_odd_group', 'lowest_ranked_without_bye');
const whole = { denseLimit: Infinity };
// The app's own cluster limit: below it every field is proven, so the app pairs exactly.
const clustered = { denseLimit: 0 };

function sameLeastCost(req: PairingRequest, label: unknown) {
  const best = pairingCost(req, pairSwissRound(req, whole));
  const got = pairingCost(req, pairSwissRound(req, clustered));
  expect(compareCost(got, best), JSON.stringify({ label, got, best })).toBe(0);
}

describe('exact pairings above 128 entries', () => {
  it('random histories (many meetings, byes, scores 0-9): clusters equal the whole-field solver', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.integer({ min: 3, max: 9 }), policy, (seed, n, maxScore, byePolicy) => {
        const req = request(randomField(`large-${seed}`, n, maxScore), byePolicy, 6);
        sameLeastCost(req, { seed, n, maxScore, byePolicy });
      }),
      { numRuns: 10 },
    );
  });

  it('late rounds of simulated events of up to 600 entries with drops and late entries', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), policy, (seed, players, byePolicy) => {
        const sim = new SimEvent(`late-${seed}`);
        sim.add(players, 1);
        const rounds = 9;
        for (let round = 1; round <= rounds; round++) {
          if (round > 1) sim.dropSome(0.03);
          if (round === 3) sim.add(5, 3);
          const req: PairingRequest = { round, candidates: sim.candidates(), byePolicy, rng: createRng(`${seed}-${round}`) };
          // The last rounds are the rematch-prone ones: small top groups that have all met.
          if (round >= rounds - 1) sameLeastCost(req, { seed, players, byePolicy, round });
          sim.record(pairSwissRound(req));
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe('exact pairings where rematches must be undone far away', () => {
  it('banded histories in large groups: clusters equal the whole-field solver', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 129, max: 600 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2, max: 24 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (seed, n, groups, band, density) => {
          const req = request(bandedField(`band-${seed}`, n, groups, band, density), 'lowest_ranked_without_bye', 4);
          sameLeastCost(req, { seed, n, groups, band, density });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('exact pairings with drawn matches (half-point score steps)', () => {
  it('late rounds of the bench simulation (60 % to the stronger, draws) equal the whole-field solver', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.constantFrom(0.02, 0.1, 0.25), (seed, players, drawRate) => {
        const sim = new BenchEvent(createField(`draws-${seed}`, players, drawRate));
        const rounds = Math.ceil(Math.log2(players)) + 2;
        for (let round = 1; round <= rounds; round++) {
          const req: PairingRequest = { round, candidates: sim.candidates(), byePolicy: 'lowest_ranked_without_bye', rng: createRng(`${seed}-${round}`) };
          if (round >= rounds - 2) sameLeastCost(req, { seed, players, drawRate, round });
          const result = pairSwissRound(req);
          sim.play(round, roundPairingOf(result));
        }
      }),
      { numRuns: 6 },
    );
  });
});
