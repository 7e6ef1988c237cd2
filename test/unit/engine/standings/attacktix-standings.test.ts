// Attacktix standings: match wins rank, and a bye is not a win (docs/rulesets/attacktix.md, Byes):
// it is counted as a bye and in nothing else, neither won, lost nor drawn, in the wins that rank
// and in the W-D-L record. Generic and Netrunner keep their bye as a won match.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attacktixRuleset, computeStandings, genericRuleset } from '../../../../electron/engine/rulesets';
import type { TableRecord } from '../../../../electron/engine/types';
import { bye, entries, gMatch } from './helpers';
import { rng, shuffle } from './random-event';

const ATTACKTIX = attacktixRuleset({ format: 'round_robin' });

describe('Attacktix standings', () => {
  it('ranks by match wins, a bye counting as none of won, lost or drawn', () => {
    const tables = [
      gMatch(1, 1, 1, 2, 1), gMatch(1, 2, 3, 4, 3), bye(1, 5),
      gMatch(2, 1, 1, 3, 1), gMatch(2, 2, 5, 2, 2), bye(2, 4),
      gMatch(3, 1, 1, 4, 1), gMatch(3, 2, 2, 3, 2), bye(3, 5),
    ];
    const rows = computeStandings(ATTACKTIX, entries(5), tables);
    const five = rows.find((r) => r.entryId === 5)!;
    expect(five).toMatchObject({ groupScore: 0, matchWins: 0, matchLosses: 1, matchDraws: 0, byes: 2, gamesWon: 0, matchesPlayed: 3 });
    const four = rows.find((r) => r.entryId === 4)!;
    expect(four).toMatchObject({ groupScore: 0, matchWins: 0, matchLosses: 2, matchDraws: 0, byes: 1 });
    expect(rows.map((r) => [r.rank, r.entryId, r.groupScore])).toEqual([[1, 1, 3], [2, 2, 2], [3, 3, 1], [4, 4, 0], [4, 5, 0]]);
  });

  it('the same byes under Generic are won matches', () => {
    const tables = [gMatch(1, 1, 1, 2, 1), bye(1, 3), gMatch(2, 1, 3, 1, 1), bye(2, 2)];
    const generic = computeStandings(genericRuleset({ format: 'round_robin' }), entries(3), tables);
    expect(generic.find((r) => r.entryId === 3)).toMatchObject({ matchWins: 1, matchLosses: 1 });
    const attacktix = computeStandings(ATTACKTIX, entries(3), tables);
    expect(attacktix.find((r) => r.entryId === 3)).toMatchObject({ matchWins: 0, matchLosses: 1, byes: 1 });
  });

  it('property: taking the byes away changes nothing but the bye count, and the record adds up to the matches played', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const r = rng(seed);
        const n = 2 + Math.floor(r() * 9);
        const tables: TableRecord[] = [];
        for (let round = 1; round <= 1 + Math.floor(r() * 5); round++) {
          const order = shuffle(Array.from({ length: n }, (_, i) => i + 1), r);
          if (order.length % 2 === 1) tables.push(bye(round, order.pop()!));
          for (let t = 0; t + 1 < order.length; t += 2) tables.push(gMatch(round, t / 2 + 1, order[t]!, order[t + 1]!, r() < 0.5 ? order[t]! : order[t + 1]!));
        }
        const rows = computeStandings(ATTACKTIX, entries(n), tables);
        const without = new Map(computeStandings(ATTACKTIX, entries(n), tables.filter((t) => !t.bye)).map((x) => [x.entryId, x]));
        for (const row of rows) {
          const other = without.get(row.entryId)!;
          expect([row.rank, row.groupScore, row.matchWins, row.matchLosses, row.matchDraws, row.gamesWon]).toEqual([other.rank, other.groupScore, other.matchWins, other.matchLosses, other.matchDraws, other.gamesWon]);
          expect(row.matchWins + row.matchLosses + row.matchDraws).toBe(row.matchesPlayed - row.byes);
        }
      }),
      { numRuns: 200 },
    );
  });
});
