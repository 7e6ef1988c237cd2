// Bracket shape, byes and seeding for every field of 2 to 256: everyone once in round 1, byes only
// there, at most one per match and to the top seeds; each round halves the field down to one
// final; with the better seed always winning, the semifinals are 1 v 4 and 2 v 3 and the final
// 1 v 2; with random winners, every match is fed by the two matches before it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketRounds, bracketSize, firstBracketRound, nextBracketRound, seedOrder, type BracketRound } from '../../../../electron/engine/elimination';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Plays a bracket out; `pick` chooses each match's winner. Returns every round. */
function playOut(n: number, pick: (a: number, b: number) => number): BracketRound[] {
  const rounds = [firstBracketRound(seeds(n))];
  for (;;) {
    const round = rounds.at(-1)!;
    const places = round.matches.length + round.byes.length;
    if (places === 1 && round.byes.length === 0) return rounds;
    const winners: number[] = [];
    for (const m of round.matches) winners[m.match - 1] = pick(m.entries[0]!, m.entries[1]!);
    for (const b of round.byes) winners[b.match - 1] = b.entries[0]!;
    rounds.push(nextBracketRound(winners));
  }
}

describe('single-elimination bracket', () => {
  it('seed order: halves of 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(2)).toEqual([1, 2]);
  });

  it('every field of 2..256: shape, byes to the top seeds, one per match, and the favourites meet last', () => {
    for (let n = 2; n <= 256; n++) {
      const size = bracketSize(n);
      expect(size >= n && size < 2 * n).toBe(true);
      const first = firstBracketRound(seeds(n));
      expect(first.matches.length + first.byes.length).toBe(size / 2);
      expect(first.byes.map((b) => b.entries[0]).sort((a, b) => a! - b!)).toEqual(seeds(size - n));
      expect([...first.matches, ...first.byes].map((m) => m.match).sort((a, b) => a - b)).toEqual(seeds(size / 2));
      expect([...first.matches, ...first.byes].flatMap((m) => m.entries).sort((a, b) => a - b)).toEqual(seeds(n));
      for (const m of first.matches) expect(m.entries[0]! + m.entries[1]!).toBe(size + 1);
      const rounds = playOut(n, (a, b) => Math.min(a, b));
      expect(rounds).toHaveLength(bracketRounds(n));
      rounds.slice(1).forEach((r) => expect(r.byes).toEqual([]));
      expect(rounds.at(-1)!.matches[0]!.entries).toEqual([1, 2]);
      if (n >= 4) expect(rounds.at(-2)!.matches.map((m) => m.entries)).toEqual([[1, 4], [2, 3]]);
    }
  });

  it('random winners: each place of a round is fed by one entry from each of its two places before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.infiniteStream(fc.boolean()), (n, coins) => {
        const rounds = playOut(n, (a, b) => (coins.next().value ? a : b));
        expect(rounds).toHaveLength(bracketRounds(n));
        for (let r = 1; r < rounds.length; r++) {
          const before = new Map([...rounds[r - 1]!.matches, ...rounds[r - 1]!.byes].map((m) => [m.match, m.entries]));
          const places = [...rounds[r]!.matches, ...rounds[r]!.byes];
          expect(places).toHaveLength(before.size / 2);
          for (const m of places) {
            expect(m.entries).toHaveLength(2);
            expect(before.get(2 * m.match - 1)).toContain(m.entries[0]);
            expect(before.get(2 * m.match)).toContain(m.entries[1]);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a winner who dropped leaves the next opponent a walkover; two leave the place empty', () => {
    expect(nextBracketRound([5, null, 3, 7])).toEqual({
      matches: [{ match: 2, entries: [3, 7], notes: [] }],
      byes: [{ match: 1, entries: [5], notes: [{ code: 'walkover', params: { entryId: 5 } }] }],
    });
    expect(nextBracketRound([null, null, 3, 7]).byes).toEqual([]);
  });
});
