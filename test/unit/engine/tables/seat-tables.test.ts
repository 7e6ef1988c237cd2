// Seating at tables of several seats, on random fields and histories: everyone active is seated
// exactly once, tables keep the seat bounds, byes go only to the remainder and to those with the
// fewest byes, the same seed gives the same seating, and on small fields no seating found by
// brute force has fewer repeated meetings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../electron/engine/random';
import { seatTables, tableSizes, type SeatingCandidate } from '../../../../electron/engine/tables';

const fieldArb = fc
  .record({ n: fc.integer({ min: 3, max: 9 }), seats: fc.constantFrom({ min: 3, max: 3 }, { min: 3, max: 4 }, { min: 2, max: 3 }), pairs: fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { maxLength: 14 }), byes: fc.array(fc.nat(1), { minLength: 9, maxLength: 9 }) })
  .map(({ n, seats, pairs, byes }) => {
    const met = Array.from({ length: n }, () => new Set<number>());
    for (const [a, b] of pairs) {
      if (a < n && b < n && a !== b) {
        met[a]!.add(b + 1);
        met[b]!.add(a + 1);
      }
    }
    const ranked: SeatingCandidate[] = met.map((m, i) => ({ id: i + 1, byes: byes[i]!, met: m, firstSeats: 0 }));
    return { ranked, seats };
  });

const repeats = (tables: number[][], byId: Map<number, SeatingCandidate>) =>
  tables.reduce((sum, t) => sum + t.reduce((s, a, i) => s + t.slice(i + 1).filter((b) => byId.get(a)!.met.has(b)).length, 0), 0);

/** The fewest repeated meetings over every way to seat `ids` at tables of `sizes`: the first
 * entry sits at a table of each size in turn, with every choice of table-mates. */
function fewestRepeats(ids: number[], sizes: number[], byId: Map<number, SeatingCandidate>): number {
  if (sizes.length === 0) return 0;
  const [first, ...others] = ids as [number, ...number[]];
  let best = Infinity;
  for (const size of new Set(sizes)) {
    const rest = sizes.slice();
    rest.splice(rest.indexOf(size), 1);
    const choose = (from: number, picked: number[]) => {
      if (picked.length === size - 1) {
        const left = others.filter((x) => !picked.includes(x));
        best = Math.min(best, repeats([[first, ...picked]], byId) + fewestRepeats(left, rest, byId));
        return;
      }
      for (let i = from; i < others.length; i++) choose(i + 1, [...picked, others[i]!]);
    };
    choose(0, []);
  }
  return best;
}

describe('seatTables', () => {
  it('seats everyone once within the bounds, byes to the remainder with the fewest byes, as the seed says', () => {
    fc.assert(
      fc.property(fieldArb, fc.boolean(), fc.string(), ({ ranked, seats }, random, seed) => {
        const got = seatTables({ ranked, seats, random, rng: createRng(seed) });
        const seated = [...got.tables.flatMap((t) => t.entries), ...got.byes.map((b) => b.entryId)];
        expect(seated.sort((a, b) => a - b)).toEqual(ranked.map((c) => c.id));
        expect(got.tables.every((t) => t.entries.length >= seats.min && t.entries.length <= seats.max)).toBe(true);
        expect(got.byes.length).toBe(tableSizes(ranked.length, seats).byes);
        const byeCounts = new Map(ranked.map((c) => [c.id, c.byes]));
        const most = Math.max(-1, ...got.byes.map((b) => byeCounts.get(b.entryId)!));
        const seatedFewer = got.tables.flatMap((t) => t.entries).filter((id) => byeCounts.get(id)! < most);
        expect(seatedFewer).toEqual([]);
        expect(seatTables({ ranked, seats, random, rng: createRng(seed) })).toEqual(got);
      }),
      { numRuns: 300 },
    );
  });

  it('meets again no more often than the best seating brute force finds (small fields)', () => {
    fc.assert(
      fc.property(fieldArb, ({ ranked, seats }) => {
        const got = seatTables({ ranked, seats, random: false, rng: createRng('x') });
        const byId = new Map(ranked.map((c) => [c.id, c]));
        const seatedIds = got.tables.flatMap((t) => t.entries).sort((a, b) => a - b);
        const sizes = got.tables.map((t) => t.entries.length);
        expect(repeats(got.tables.map((t) => t.entries), byId)).toBe(fewestRepeats(seatedIds, sizes, byId));
        expect(got.warnings.filter((w) => w.code === 'table_rematch')).toHaveLength(repeats(got.tables.map((t) => t.entries), byId));
      }),
      { numRuns: 300 },
    );
  });
});
