import { describe, expect, it } from 'vitest';
import { createRng, shuffle } from '../../../../electron/engine/random';
import { pairSwissRound } from '../../../../electron/engine/swiss';
import { cand, pairsOf } from './helpers';

const field = (n: number) => Array.from({ length: n }, (_, i) => cand(i + 1, 0));
const round1 = (seed: string, n = 16) =>
  pairSwissRound({ round: 1, candidates: field(n), byePolicy: 'highest_in_lowest_odd_group', rng: createRng(seed) });

describe('round 1 is random from the stored seed (2.1)', () => {
  it('the same seed gives the same pairing', () => {
    expect(round1('event-42')).toEqual(round1('event-42'));
  });

  it('different seeds give different pairings', () => {
    const seen = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(pairsOf(round1(`s${i}`)))));
    expect(seen.size).toBe(20);
  });

  it('pairs everyone once, a bye when odd, and marks every table random_round_1', () => {
    const result = round1('odd', 9);
    const ids = [...result.tables.flatMap((t) => t.entries), result.bye!.entryId].sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const t of result.tables) expect(t.notes).toEqual([{ code: 'random_round_1' }]);
    expect(result.bye!.notes).toEqual([{ code: 'random_round_1' }]);
  });

  it('a later round with no history yet is also random', () => {
    const a = pairSwissRound({ round: 3, candidates: field(8), byePolicy: 'lowest_ranked_without_bye', rng: createRng('x') });
    expect(a.tables[0]!.notes).toEqual([{ code: 'random_round_1' }]);
  });
});

describe('createRng and shuffle', () => {
  it('gives floats in [0, 1), replayable by seed', () => {
    const a = createRng('seed');
    const b = createRng('seed');
    for (let i = 0; i < 1000; i++) {
      const x = a.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      expect(b.next()).toBe(x);
    }
    expect(createRng('seed').next()).not.toBe(createRng('seee').next());
  });

  it('shuffle permutes a copy and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffle(input, createRng('p'));
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort((a, b) => a - b)).toEqual(input);
  });
});
