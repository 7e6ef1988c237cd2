// The whole field priced (priced.ts): the path a round takes when its clusters grow past the
// limit. The cluster limit is set tiny here so that every field takes it, and its pairing must
// be proven and cost exactly what the whole-field solver's does, on 129-600 entries. The sparse
// matching under it must find what the dense one does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../electron/engine/random';
import { compareCost, pairingCost, pairSwissRound, type PairingRequest, type SolveReport } from '../../../../electron/engine/swiss';
import { maxWeightPerfectMatching } from '../../../../electron/engine/swiss/mwmatching';
import { sparsePerfectMatching } from '../../../../electron/engine/swiss/sparse-matching';
import { rankCandidates } from '../../../../electron/engine/swiss/order';
import { roundPairingOf, SimEvent as BenchEvent } from '../../../../scripts/bench/event';
import { createField } from '../../../../scripts/bench/field';
import { bandedField, cand, randomField, request } from './helpers';

const whole = { denseLimit: Infinity };

function pricedEqualsWhole(req: PairingRequest, label: unknown) {
  const reports: SolveReport[] = [];
  const got = pairingCost(req, pairSwissRound(req, { denseLimit: 0, clusterLimit: 8, onSolved: (r) => reports.push(r) }));
  const best = pairingCost(req, pairSwissRound(req, whole));
  expect(compareCost(got, best), JSON.stringify({ label, got, best })).toBe(0);
  expect(reports.every((r) => r.proven), JSON.stringify({ label, reports })).toBe(true);
}

/** One score group where everyone has met their 2.3.4 opponent (the http-4096 bench's round 5,
 * smaller), and a few more entries at random. */
function oneGroupAllMet(seed: string, n: number, extra: number) {
  const rng = createRng(seed);
  const half = Math.floor(n / 2);
  const list = rankCandidates(Array.from({ length: n }, (_, i) => cand(i + 1, 4, { opponents: [] as number[] })));
  const meet = (a: number, b: number) => {
    if (a === b || list[a]!.opponents.includes(list[b]!.id)) return;
    list[a]!.opponents.push(list[b]!.id);
    list[b]!.opponents.push(list[a]!.id);
  };
  for (let i = 0; i < half; i++) meet(i, i + half);
  for (let e = 0; e < extra * n; e++) meet(Math.floor(rng.next() * n), Math.floor(rng.next() * n));
  return list;
}

describe('the whole field priced, against the whole-field solver (129-600 entries)', () => {
  it('one score group where every plain table is a rematch', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.integer({ min: 0, max: 4 }), (seed, n, extra) => {
        pricedEqualsWhole(request(oneGroupAllMet(`one-${seed}`, n, extra), 'lowest_ranked_without_bye', 5), { seed, n, extra });
      }),
      { numRuns: 6 },
    );
  });

  it('random histories (many meetings, byes, scores 0-9)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.integer({ min: 3, max: 9 }), (seed, n, maxScore) => {
        pricedEqualsWhole(request(randomField(`priced-${seed}`, n, maxScore), 'highest_in_lowest_odd_group', 6), { seed, n, maxScore });
      }),
      { numRuns: 6 },
    );
  });

  it('banded histories in large groups (rematches undone far away)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2, max: 24 }), (seed, n, groups, band) => {
        pricedEqualsWhole(request(bandedField(`pband-${seed}`, n, groups, band, 0.5), 'lowest_ranked_without_bye', 4), { seed, n, groups, band });
      }),
      { numRuns: 6 },
    );
  });

  it('late rounds of the bench simulation with drawn matches (half-point steps)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 129, max: 600 }), fc.constantFrom(0.1, 0.25), (seed, players, drawRate) => {
        const sim = new BenchEvent(createField(`pdraws-${seed}`, players, drawRate));
        const rounds = Math.ceil(Math.log2(players)) + 2;
        for (let round = 1; round <= rounds; round++) {
          const req: PairingRequest = { round, candidates: sim.candidates(), byePolicy: 'lowest_ranked_without_bye', rng: createRng(`${seed}-${round}`) };
          if (round === rounds) pricedEqualsWhole(req, { seed, players, drawRate, round });
          const result = pairSwissRound(req);
          sim.play(round, roundPairingOf(result));
        }
      }),
      { numRuns: 3 },
    );
  });
});

describe('a late round of 4,096 past the limit', () => {
  it('is proven within the work limits (odd score groups: the blossoms that needed seconds)', () => {
    // The simulation of past-the-limit.ts (docs/engine.md): round 7 of 4,096 players with 10 %
    // drawn matches, forced past the limit; before the odd prefixes were priced it gave up.
    const seed = 'exactness-4096-0.1-0';
    const sim = new BenchEvent(createField(seed, 4096, 0.1));
    for (let round = 1; round <= 7; round++) {
      const req: PairingRequest = { round, candidates: sim.candidates(), byePolicy: 'lowest_ranked_without_bye', rng: createRng(`${seed}|${round}`) };
      const result = pairSwissRound(req);
      if (round === 7) {
        const reports: SolveReport[] = [];
        const forced = pairSwissRound(req, { clusterLimit: 8, onSolved: (r) => reports.push(r) });
        expect(reports.length).toBeGreaterThan(0);
        expect(reports.every((r) => r.proven)).toBe(true);
        expect(compareCost(pairingCost(req, forced), pairingCost(req, result))).toBe(0);
      }
      sim.play(round, roundPairingOf(result));
    }
  });
});

describe('the sparse matching', () => {
  it('finds the weight the dense one does, on complete graphs (ties included)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 1000 }), fc.integer(), (half, range, seed) => {
        const n = 2 * half;
        const rng = createRng(`sparse-${seed}`);
        const dense = new Float64Array(n * n);
        const eu: number[] = [];
        const ev: number[] = [];
        const w2: number[] = [];
        for (let i = 0; i < n; i++) {
          for (let j = i + 1; j < n; j++) {
            const w = Math.floor(rng.next() * range);
            dense[i * n + j] = dense[j * n + i] = w;
            eu.push(i);
            ev.push(j);
            w2.push(2 * w);
          }
        }
        const weight = (mate: Int32Array) => mate.reduce((sum, j, i) => sum + dense[i * n + j]!, 0);
        const sparse = sparsePerfectMatching({ n, eu: Int32Array.from(eu), ev: Int32Array.from(ev), w2: Float64Array.from(w2) });
        for (let i = 0; i < n; i++) expect(sparse.partner[sparse.partner[i]!]).toBe(i);
        expect(weight(sparse.partner)).toBe(weight(maxWeightPerfectMatching(n, dense)));
      }),
      { numRuns: 200 },
    );
  });
});
