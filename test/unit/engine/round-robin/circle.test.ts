// The circle method for every count of 2 to 40 sides (odd counts with the dummy that is the bye):
// each round seats every side once, and over a cycle every pair meets exactly once.
import { describe, expect, it } from 'vitest';
import { circleRound } from '../../../../electron/engine/round-robin';

describe('circle method', () => {
  it('every pair exactly once per cycle, everyone once per round, for 2..40 sides', () => {
    for (let sides = 2; sides <= 40; sides++) {
      const order: (number | null)[] = Array.from({ length: sides }, (_, i) => i + 1);
      if (sides % 2 === 1) order.push(null);
      const met = new Map<string, number>();
      const byes = new Map<number, number>();
      for (let r = 0; r < order.length - 1; r++) {
        const pairs = circleRound(order, r);
        expect(pairs.flat().sort()).toEqual([...order].sort());
        for (const [a, b] of pairs) {
          if (a === null || b === null) {
            const side = (a ?? b)!;
            byes.set(side, (byes.get(side) ?? 0) + 1);
            continue;
          }
          const key = [a, b].sort((x, y) => x - y).join('-');
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((sides * (sides - 1)) / 2);
      expect([...met.values()].every((n) => n === 1)).toBe(true);
      expect([...byes.values()].every((n) => n === 1)).toBe(true);
      expect(byes.size).toBe(sides % 2 === 1 ? sides : 0);
    }
  });
  it('round 1 pairs place k with place n + 1 - k, and the first side never moves', () => {
    expect(circleRound([1, 2, 3, 4, 5, 6], 0)).toEqual([[1, 6], [2, 5], [3, 4]]);
    expect(circleRound([1, 2, 3, 4, 5, 6], 1).map((p) => p[0])).toEqual([1, 6, 2]);
  });
});
