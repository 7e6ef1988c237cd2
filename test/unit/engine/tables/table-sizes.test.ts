// Table sizes against brute force: every split of n into tables within the seat bounds, the
// fewest byes first, then the fewest tables.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableSizes } from '../../../../electron/engine/tables';

function splits(n: number, min: number, max: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (let s = max; s >= min; s--) if (s <= n) for (const rest of splits(n - s, min, s)) out.push([s, ...rest]);
  return out;
}

/** The fewest byes any split allows (everyone, when no table fits), and the fewest tables then. */
function best(n: number, min: number, max: number): { byes: number; tables: number } {
  for (let byes = 0; byes < n; byes++) {
    const options = splits(n - byes, min, max);
    if (options.length > 0) return { byes, tables: Math.min(...options.map((s) => s.length)) };
  }
  return { byes: n, tables: 0 };
}

describe('tableSizes', () => {
  it('matches brute force: fewest byes, then fewest tables, larger tables first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 3 }), (n, max, spread) => {
        const min = Math.max(1, max - spread);
        const got = tableSizes(n, { min, max });
        expect(got.sizes.reduce((a, b) => a + b, 0) + got.byes).toBe(n);
        expect(got.sizes.every((s) => s >= min && s <= max)).toBe(true);
        expect(got.sizes).toEqual([...got.sizes].sort((a, b) => b - a));
        const want = best(n, min, max);
        expect(got.byes).toBe(want.byes);
        if (got.byes === want.byes && want.byes < n) expect(got.sizes.length).toBe(want.tables);
      }),
      { numRuns: 400 },
    );
  });
  it('Catan: ten players at 3-4 seats are 4 + 3 + 3; at exactly 3 seats, 3 + 3 + 3 and a bye', () => {
    expect(tableSizes(10, { min: 3, max: 4 })).toEqual({ sizes: [4, 3, 3], byes: 0 });
    expect(tableSizes(10, { min: 3, max: 3 })).toEqual({ sizes: [3, 3, 3], byes: 1 });
    expect(tableSizes(2, { min: 3, max: 4 })).toEqual({ sizes: [], byes: 2 });
  });
});
