import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMatchResult } from '../../../../electron/engine/rulesets';
import { computeStandings, tiebreakerOf, type Ruleset } from '../../../../electron/engine/rulesets';
import type { StandingRow } from '../../../../electron/engine/standings';
import type { GameResult, TableRecord } from '../../../../electron/engine/types';
import { randomEvent, rng, shuffle } from './random-event';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const kinds = fc.constantFrom('netrunner' as const, 'generic' as const);

/** Compares two rows by the ruleset's criteria: < 0 when `a` is better. */
function compareRows(rs: Ruleset, a: StandingRow, b: StandingRow): number {
  if (a.groupScore !== b.groupScore) return b.groupScore - a.groupScore;
  for (const id of rs.tiebreakers) {
    const d = a.tiebreaks[id]! - b.tiebreaks[id]!;
    if (d !== 0) return tiebreakerOf(rs, id).better === 'desc' ? -d : d;
  }
  return 0;
}

describe('standings properties', () => {
  it('every entry once; rows sorted by the criteria; ranks are competition ranks', () => {
    fc.assert(
      fc.property(seeds, kinds, (seed, kind) => {
        const { ruleset, entries, tables } = randomEvent(seed, kind);
        const rows = computeStandings(ruleset, entries, tables);
        expect(rows.map((r) => r.entryId).sort((a, b) => a - b)).toEqual(entries.map((e) => e.id).sort((a, b) => a - b));
        rows.forEach((row, i) => {
          expect(Object.keys(row.tiebreaks)).toEqual([...ruleset.tiebreakers]);
          expect(row.matchWins + row.matchDraws + row.matchLosses).toBe(row.matchesPlayed + row.roundsMissed);
          if (i === 0) return expect(row.rank).toBe(1);
          const prev = rows[i - 1]!;
          const c = compareRows(ruleset, prev, row);
          expect(c).toBeLessThanOrEqual(0);
          if (c === 0) {
            expect(row.rank).toBe(prev.rank);
            expect(prev.entryId).toBeLessThan(row.entryId);
          } else expect(row.rank).toBe(i + 1);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of entries or tables', () => {
    fc.assert(
      fc.property(seeds, kinds, (seed, kind) => {
        const { ruleset, entries, tables } = randomEvent(seed, kind);
        const r = rng(seed ^ 0x5a5a);
        expect(computeStandings(ruleset, shuffle(entries, r), shuffle(tables, r))).toEqual(computeStandings(ruleset, entries, tables));
      }),
      { numRuns: 200 },
    );
  });

  it('turning a lost game into a won one never lowers that player\'s groupScore', () => {
    fc.assert(
      fc.property(seeds, kinds, fc.nat(), (seed, kind, pick) => {
        const { ruleset, entries, tables } = randomEvent(seed, kind);
        const spots: [number, number, number][] = [];
        tables.forEach((t, ti) => t.games.forEach((g, gi) => g.seats.forEach((s, si) => s.outcome === 'loss' && spots.push([ti, gi, si]))));
        fc.pre(spots.length > 0);
        const [ti, gi, si] = spots[pick % spots.length]!;
        const flipped: TableRecord[] = tables.map((t, i) =>
          i !== ti ? t : { ...t, games: t.games.map((g, j): GameResult => (j !== gi ? g : { seats: g.seats.map((s, k) => ({ ...s, outcome: k === si ? 'win' : 'loss', score: k === si ? s.score : Math.min(s.score, 6) })) })) },
        );
        const who = tables[ti]!.games[gi]!.seats[si]!.entryId;
        const before = computeStandings(ruleset, entries, tables).find((r) => r.entryId === who)!;
        const after = computeStandings(ruleset, entries, flipped).find((r) => r.entryId === who)!;
        expect(after.groupScore).toBeGreaterThanOrEqual(before.groupScore);
        expect(after.gamesWon).toBe(before.gamesWon + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('a reported table the validator accepts changes nothing when an unreported copy is added', () => {
    fc.assert(
      fc.property(seeds, kinds, (seed, kind) => {
        const { ruleset, entries, tables } = randomEvent(seed, kind);
        for (const t of tables) if (!t.bye && t.games.length > 0) expect(validateMatchResult(ruleset, t.entries, t.games)).toEqual([]);
        const pending = tables.filter((t) => !t.bye).map((t) => ({ ...t, round: t.round + 10, games: [] }));
        expect(computeStandings(ruleset, entries, [...tables, ...pending])).toEqual(computeStandings(ruleset, entries, tables));
      }),
      { numRuns: 200 },
    );
  });
});
