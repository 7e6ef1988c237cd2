// An event's standings over its stages: everyone once, those who reached a later stage first in
// its order (a shared place kept in the order of the stage before), the rest after them in the
// order of the stage before with places numbered on, ties kept; every row's columns the first
// stage's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventStandings } from '../../../../electron/engine/stages';
import type { StandingRow } from '../../../../electron/engine/standings/types';

const row = (entryId: number, rank: number, matchWins = 0): StandingRow => ({
  rank, entryId, dropped: false, groupScore: matchWins, matchesPlayed: 3, byes: 0, roundsMissed: 0,
  matchWins, matchDraws: 0, matchLosses: 3 - matchWins, gamesWon: 0, gamesLost: 0, gamesDrawn: 0, tiebreaks: {},
});

describe('event standings over stages', () => {
  it('puts a playoff first, its shared place in seed order, then the rest from the cut on', () => {
    const swiss = [row(1, 1, 3), row(2, 2, 2), row(3, 2, 2), row(4, 4, 2), row(5, 5, 1), row(6, 5, 1), row(7, 7, 0)];
    const playoff = [row(4, 1), row(3, 2), row(2, 3), row(1, 3)];
    expect(eventStandings([swiss, playoff]).map((r) => [r.rank, r.entryId, r.matchWins])).toEqual([
      [1, 4, 2],
      [2, 3, 2],
      [3, 1, 3],
      [3, 2, 2],
      [5, 5, 1],
      [5, 6, 1],
      [7, 7, 0],
    ]);
  });

  it('keeps everyone once, the later stage on top, places never going down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 30, maxLength: 30 }), (n, cutAsked, ranks) => {
        const cut = Math.min(n, cutAsked);
        const first: StandingRow[] = [];
        for (let i = 0; i < n; i++) first.push(row(100 + i, i > 0 && ranks[i] === 1 ? first[i - 1]!.rank : i + 1));
        const later = first.slice(0, cut).reverse().map((r, i) => row(r.entryId, i + 1));
        const out = eventStandings([first, later]);
        expect(out.map((r) => r.entryId).sort()).toEqual(first.map((r) => r.entryId).sort());
        expect(out.slice(0, cut).map((r) => r.entryId)).toEqual(later.map((r) => r.entryId));
        for (let i = 1; i < out.length; i++) expect(out[i]!.rank).toBeGreaterThanOrEqual(out[i - 1]!.rank);
        if (n > cut) expect(out[cut]!.rank).toBe(cut + 1);
      }),
    );
  });
});
