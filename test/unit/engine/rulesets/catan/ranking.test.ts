// The Catan ranking (2.3, 3.5, 3.6): wins, VP capped at 10 per game, the sum of VP percentages
// with a neutral fourth result at 3-player tables, then lots; the regulation's worked example and
// a property test against a calculation written out here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catanRuleset, computeStandings } from '../../../../../electron/engine/rulesets';
import { neutralFourth, vpPercentHundredths } from '../../../../../electron/engine/rulesets/catan/ranking';
import type { EntryState, GameResult, TableRecord } from '../../../../../electron/engine/types';

const CATAN = catanRuleset();

/** One game as the sheet says it: each seat's VP, and who reached 10 on their own turn (null: time
 * was called). Places and outcomes worked out here, not by the app's reading. */
function sheet(entries: number[], vps: number[], reachedBy: number | null): GameResult {
  const top = Math.max(...vps);
  const leaders = vps.filter((v) => v === top).length;
  return {
    ending: reachedBy === null ? 'time' : 'target',
    seats: entries.map((entryId, i) => {
      const others = vps.filter((v, j) => j !== i && j !== reachedBy && v > vps[i]!).length;
      const place = reachedBy === null ? 1 + vps.filter((v) => v > vps[i]!).length : i === reachedBy ? 1 : 2 + others;
      const outcome = reachedBy === null ? (vps[i] === top ? (leaders === 1 ? 'win' : 'draw') : 'loss') : i === reachedBy ? 'win' : 'loss';
      return { entryId, outcome, place, score: vps[i]! };
    }),
  };
}

function table(round: number, number: number, entries: number[], vps: number[], reachedBy: number | null, seed = 'stage-seed'): TableRecord {
  return { round, table: number, entries, bye: false, games: [sheet(entries, vps, reachedBy)], seed };
}

const entriesOf = (ids: number[]): EntryState[] => ids.map((id) => ({ id, dropped: false, joinedRound: 1 }));

describe('the Catan ranking', () => {
  it('ranks B above A as the regulation’s worked example does (85.70 below 85.85)', () => {
    const [A, B] = [1, 2];
    let filler = 100;
    const others = (n: number) => Array.from({ length: n }, () => filler++);
    // A: 10/32, 8/30, 10/36; B: 10/30, 10/33, 8/36 — both two wins and 28 VP.
    const tables = [
      table(1, 1, [A, ...others(3)], [10, 8, 7, 7], 0),
      table(1, 2, [B, ...others(3)], [10, 8, 6, 6], 0),
      table(2, 1, [A, ...others(3)], [8, 10, 6, 6], 1),
      table(2, 2, [B, ...others(3)], [10, 9, 7, 7], 0),
      table(3, 1, [A, ...others(3)], [10, 9, 9, 8], 0),
      table(3, 2, [B, ...others(3)], [8, 10, 9, 9], 1),
    ];
    const ids = [A, B, ...Array.from({ length: filler - 100 }, (_, i) => 100 + i)];
    const rows = computeStandings(CATAN, entriesOf(ids), tables);
    const [a, b] = [rows.find((r) => r.entryId === A)!, rows.find((r) => r.entryId === B)!];
    expect(a).toMatchObject({ groupScore: 2, tiebreaks: { vp: 28, vp_percent: 85.7 } });
    expect(b).toMatchObject({ groupScore: 2, tiebreaks: { vp: 28, vp_percent: 85.85 } });
    expect(rows.indexOf(b)).toBe(0);
    expect(rows.indexOf(a)).toBe(1);
  });

  it('caps VP at 10 for the VP column and the table total, and adds a neutral fourth result at a table of three', () => {
    // 12 VP counts 10; the table's capped total is 10 + 9 + 5 = 24, its neutral fourth 8: 10/32.
    const rows = computeStandings(CATAN, entriesOf([1, 2, 3]), [table(1, 1, [1, 2, 3], [12, 9, 5], 0)]);
    const row = (id: number) => rows.find((r) => r.entryId === id)!;
    expect(row(1).tiebreaks).toMatchObject({ vp: 10, vp_percent: 31.25 });
    expect(row(2).tiebreaks).toMatchObject({ vp: 9, vp_percent: 28.13 });
    expect(row(3).tiebreaks).toMatchObject({ vp: 5, vp_percent: 15.63 });
    expect(neutralFourth(25)).toBe(8); // 8.33 down
    expect(neutralFourth(26)).toBe(9); // 8.67 up
    expect(vpPercentHundredths(1, 8)).toBe(1250);
    expect(vpPercentHundredths(0, 0)).toBe(0);
  });

  it('gives each tied leader at time half a win, and a lone leader at time a whole one', () => {
    const rows = computeStandings(CATAN, entriesOf([1, 2, 3, 4, 5, 6, 7]), [
      table(1, 1, [1, 2, 3, 4], [8, 8, 5, 3], null),
      table(1, 2, [5, 6, 7], [9, 7, 7], null),
    ]);
    const wins = Object.fromEntries(rows.map((r) => [r.entryId, r.groupScore]));
    expect(wins).toEqual({ 1: 0.5, 2: 0.5, 3: 0, 4: 0, 5: 1, 6: 0, 7: 0 });
  });

  it('draws lots from the stored seed: the same every time, another seed another draw, and only where all else ties', () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    // Three tables where every seat scores the same at time: all equal on wins, VP and VP%.
    const tables = (seed: string) => [0, 1, 2].map((t) => table(1, t + 1, ids.slice(4 * t, 4 * t + 4), [5, 5, 5, 5], null, seed));
    const order = (seed: string) => computeStandings(CATAN, entriesOf(ids), tables(seed)).map((r) => r.entryId);
    expect(order('one')).toEqual(order('one'));
    expect(order('one')).not.toEqual(order('two'));
    const rows = computeStandings(CATAN, entriesOf(ids), tables('one'));
    expect(rows.map((r) => r.tiebreaks.lots)).toEqual(ids);
    expect(rows.map((r) => r.rank)).toEqual(ids);
  });

  it('matches a straightforward calculation of the regulation on random events', () => {
    const event = fc
      .record({
        players: fc.integer({ min: 6, max: 18 }),
        rounds: fc.integer({ min: 1, max: 3 }),
        seed: fc.string({ maxLength: 8 }),
      })
      .chain(({ players, rounds, seed }) =>
        fc.record({
          players: fc.constant(players),
          seed: fc.constant(seed),
          games: fc.array(
            fc.record({
              order: fc.shuffledSubarray(Array.from({ length: players }, (_, i) => i + 1), { minLength: players, maxLength: players }),
              vps: fc.array(fc.integer({ min: 0, max: 13 }), { minLength: players, maxLength: players }),
              // Per table: null at time, else the seat that reached 10.
              reached: fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: 5, maxLength: 5 }),
            }),
            { minLength: rounds, maxLength: rounds },
          ),
        }),
      );
    fc.assert(
      fc.property(event, ({ players, seed, games }) => {
        const tables: TableRecord[] = [];
        const expected = new Map<number, { wins: number; vp: number; pct: number }>();
        for (let id = 1; id <= players; id++) expected.set(id, { wins: 0, vp: 0, pct: 0 });
        games.forEach((g, r) => {
          // Tables of 4, the last ones of 3 (1.23).
          const threes = (4 - (players % 4)) % 4;
          const sizes = [...Array(Math.ceil(players / 4) - threes).fill(4), ...Array(threes).fill(3)] as number[];
          let from = 0;
          sizes.forEach((size, t) => {
            const seated = g.order.slice(from, from + size);
            const vps = g.vps.slice(from, from + size);
            from += size;
            const reachedBy = g.reached[t] === null || g.reached[t]! >= size ? null : g.reached[t]!;
            if (reachedBy !== null) vps[reachedBy] = Math.max(vps[reachedBy]!, 10);
            tables.push(table(r + 1, t + 1, seated, vps, reachedBy, seed));
            const capped = vps.map((v) => Math.min(v, 10));
            let total = capped.reduce((a, b) => a + b, 0);
            if (size === 3) {
              const mean = total / 3;
              total += mean - Math.floor(mean) > 0.5 ? Math.ceil(mean) : Math.floor(mean);
            }
            const top = Math.max(...vps);
            const leaders = vps.filter((v) => v === top).length;
            seated.forEach((id, i) => {
              const e = expected.get(id)!;
              if (reachedBy !== null) e.wins += i === reachedBy ? 1 : 0;
              else if (vps[i] === top) e.wins += leaders === 1 ? 1 : 0.5;
              e.vp += capped[i]!;
              e.pct += total === 0 ? 0 : Math.round((capped[i]! * 10000) / total);
            });
          });
        });
        const rows = computeStandings(CATAN, entriesOf([...expected.keys()]), tables);
        for (const row of rows) {
          const e = expected.get(row.entryId)!;
          expect([row.groupScore, row.tiebreaks.vp, row.tiebreaks.vp_percent]).toEqual([e.wins, e.vp, e.pct / 100]);
        }
        // Ordered by wins, VP, VP% and then the lots, each lot drawn once.
        const key = (id: number) => expected.get(id)!;
        for (let i = 1; i < rows.length; i++) {
          const [x, y] = [key(rows[i - 1]!.entryId), key(rows[i]!.entryId)];
          const cmp = y.wins - x.wins || y.vp - x.vp || y.pct - x.pct;
          expect(cmp <= 0).toBe(true);
          if (cmp === 0) expect(rows[i - 1]!.tiebreaks.lots!).toBeLessThan(rows[i]!.tiebreaks.lots!);
        }
        expect(rows.map((r) => r.tiebreaks.lots).sort((a, b) => a! - b!)).toEqual(rows.map((_, i) => i + 1));
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
      }),
      { numRuns: 100 },
    );
  });
});
