// The tie-break round robin (Attacktix 5.1.2.2): a tie for the most match wins is played off by
// exactly the tied sides, their pairs in the sequence of the cycle that tied (Decision), wins counted
// afresh, cycle after cycle until one side has the most; every pair meets exactly once per cycle;
// sides that dropped are left out; without the ruleset's option the stage ends with its cycle, as
// before.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleWins, readCycles } from '../../../../electron/engine/round-robin';
import { createRng } from '../../../../electron/engine/random';
import { computeStandings, genericRuleset, stageRuleset } from '../../../../electron/engine/rulesets';
import type { EntryId, TableRecord } from '../../../../electron/engine/types';
import { kind, play, progress, sides } from './play';

const tieBreak = stageRuleset(genericRuleset({ format: 'round_robin', tieBreakRoundRobin: true }), 1);
const plain = genericRuleset({ format: 'round_robin' });

const pairKey = (a: EntryId, b: EntryId) => [a, b].sort((x, y) => x - y).join('-');

/** 1, 2 and 3 beat each other in a ring and everyone else; 4 beats 5: three tied on 3 wins. From
 * round `firstWins` on, 1 beats everyone and 2 beats 3. */
const ring =
  (firstWins = Infinity) =>
  (a: EntryId, b: EntryId, round: number): EntryId => {
    if (round >= firstWins) return Math.min(a, b);
    if (a <= 3 && b <= 3) return (b - a + 3) % 3 === 1 ? a : b;
    return Math.min(a, b);
  };

const seatedIn = (tables: TableRecord[], round: number) => new Set(tables.filter((t) => t.round === round).flatMap((t) => t.entries));

describe('tie-break round robin', () => {
  it('every pair once per cycle, and the winner has strictly the most wins of the last cycle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.string(), (n, seed) => {
        const rng = createRng(seed);
        const entries = sides(n);
        const { tables } = play(tieBreak, entries, (a, b) => (rng.next() < 0.5 ? a : b));
        const cycles = readCycles(tables);
        const main = cycles[0]!.sides;
        expect(main).toHaveLength(n);
        expect(cycles[0]!.rounds).toHaveLength(n % 2 === 1 ? n : n - 1);
        cycles.forEach((cycle, i) => {
          const members = cycle.sides;
          // In round 1's order; a tie-break is exactly the previous cycle's leaders.
          expect(members).toEqual(main.filter((e) => members.includes(e)));
          if (i > 0) {
            const wins = cycleWins(tieBreak, cycles[i - 1]!, tables);
            const most = Math.max(...wins.values());
            expect(members).toEqual(main.filter((e) => wins.get(e) === most));
            expect(members.length).toBeGreaterThan(1);
          }
          const rounds = new Set(cycle.rounds);
          expect(cycle.rounds).toHaveLength(cycle.schedule.length);
          // Never fewer rounds than a circle of its sides, never more than one a pair.
          expect(cycle.rounds.length).toBeGreaterThanOrEqual(members.length % 2 === 1 ? members.length : members.length - 1);
          expect(cycle.rounds.length).toBeLessThanOrEqual(Math.max(1, (members.length * (members.length - 1)) / 2));
          const mine = tables.filter((t) => rounds.has(t.round));
          for (const r of cycle.rounds) expect([...seatedIn(mine, r)].sort((x, y) => x - y)).toEqual([...members].sort((x, y) => x - y));
          const pairs = mine.filter((t) => !t.bye).map((t) => pairKey(t.entries[0]!, t.entries[1]!));
          expect(new Set(pairs).size).toBe(pairs.length);
          expect(pairs).toHaveLength((members.length * (members.length - 1)) / 2);
        });
        const wins = cycleWins(tieBreak, cycles.at(-1)!, tables);
        const winner = kind.standings(tieBreak, entries, tables)[0]!;
        expect(winner.rank).toBe(1);
        for (const [e, w] of wins) if (e !== winner.entryId) expect(w).toBeLessThan(wins.get(winner.entryId)!);
      }),
      { numRuns: 150 },
    );
  });

  it('plays each tie-break in the sequence of the cycle that tied: the tied pairs in the same order, each side in the same seat', () => {
    let threeOrMore = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 10 }), fc.string(), (n, seed) => {
        const rng = createRng(seed);
        const { tables, rounds } = play(tieBreak, sides(n), (a, b) => (rng.next() < 0.5 ? a : b));
        // Each round's cycle as the round announces it (the main cycle's rounds announce none).
        const cycleOf = rounds.map((r) => Number(r.warnings.find((w) => w.code === 'tie_break_round_robin')?.params?.cycle ?? 0));
        const matches = (cycle: number) =>
          tables
            .filter((t) => !t.bye && cycleOf[t.round - 1] === cycle)
            .sort((a, b) => a.round - b.round || a.table - b.table)
            .map((t) => t.entries);
        for (let cycle = 1; cycle <= Math.max(...cycleOf); cycle++) {
          const members = new Set(tables.filter((t) => cycleOf[t.round - 1] === cycle).flatMap((t) => t.entries));
          if (members.size >= 3) threeOrMore++;
          expect(matches(cycle)).toEqual(matches(cycle - 1).filter((pair) => pair.every((e) => members.has(e))));
        }
      }),
      { numRuns: 300 },
    );
    expect(threeOrMore).toBeGreaterThan(20);
  });

  it('a three-way tie in five sides is played off by those three, their pairs in the main cycle’s sequence, again while they stay tied', () => {
    const entries = sides(5);
    const main = play(tieBreak, entries, ring(), { until: 5 });
    expect(kind.isComplete(progress(tieBreak, entries, main.tables))).toBe(false);
    // The three's matches in the main cycle, in order, each in its seats.
    const tiedPairs = main.tables.filter((t) => !t.bye && t.entries.every((e) => e <= 3)).sort((a, b) => a.round - b.round || a.table - b.table).map((t) => t.entries);

    const all = play(tieBreak, entries, ring(9));
    expect(all.rounds).toHaveLength(11);
    const cycles = readCycles(all.tables);
    expect(cycles.map((c) => c.rounds)).toEqual([[1, 2, 3, 4, 5], [6, 7, 8], [9, 10, 11]]);
    // Each tie-break round is the next of those pairs, the third side sitting out.
    for (const [i, round] of all.rounds.slice(5).entries()) {
      expect(round.tables.map((t) => t.entries)).toEqual([tiedPairs[i % 3]]);
      expect(round.byes.map((b) => b.entryId)).toEqual([1, 2, 3].filter((e) => !tiedPairs[i % 3]!.includes(e)));
    }
    expect(all.rounds[5]!.warnings).toEqual([{ code: 'tie_break_round_robin', params: { cycle: 1, sides: 3, round: 1, rounds: 3 } }]);
    expect(all.rounds[9]!.warnings).toEqual([{ code: 'tie_break_round_robin', params: { cycle: 2, sides: 3, round: 2, rounds: 3 } }]);
    expect(all.rounds.slice(0, 5).every((r) => r.warnings.length === 0)).toBe(true);
    // The stage keeps the main cycle's length for the desk; the tie-break rounds are announced.
    expect(kind.fixedRounds({ checkedIn: 5, firstRoundTables: 3, seats: { min: 2, max: 2 } })).toBe(5);
    expect(kind.isComplete(progress(tieBreak, entries, all.tables.filter((t) => t.round <= 10)))).toBe(false);
    expect(kind.isComplete(progress(tieBreak, entries, all.tables))).toBe(true);
    expect(kind.standings(tieBreak, entries, all.tables).map((r) => [r.rank, r.entryId])).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]]);
  });

  it('a tied side that dropped is left out; one tied side left active wins without a tie-break', () => {
    const main = play(tieBreak, sides(5), ring(), { until: 5 });
    const without3 = sides(5).map((e) => (e.id === 3 ? { ...e, dropped: true } : e));
    const two = play(tieBreak, without3, ring(), { from: main });
    expect(two.rounds).toHaveLength(6);
    expect(two.rounds[5]!.tables.map((t) => [...t.entries].sort())).toEqual([[1, 2]]);
    expect(two.rounds[5]!.byes).toEqual([]);
    expect(two.rounds[5]!.warnings).toEqual([{ code: 'tie_break_round_robin', params: { cycle: 1, sides: 2, round: 1, rounds: 1 } }]);
    // 1 beats 2 in the ring, and has the tie-break's one win.
    expect(kind.isComplete(progress(tieBreak, without3, two.tables))).toBe(true);
    expect(kind.standings(tieBreak, without3, two.tables).map((r) => r.entryId)).toEqual([1, 2, 3, 4, 5]);

    const only1 = sides(5).map((e) => (e.id === 2 || e.id === 3 ? { ...e, dropped: true } : e));
    expect(kind.isComplete(progress(tieBreak, only1, main.tables))).toBe(true);
    const standings = kind.standings(tieBreak, only1, main.tables);
    expect(standings[0]!.entryId).toBe(1);
    expect(standings[1]!.rank).toBe(2);
  });

  it('one side with the most wins wins, ranked first where the ruleset’s points put another above; the rest as the ruleset ranks them', () => {
    // A win and a draw are both a point; 2 draws its five matches, 1 wins three of its others.
    const ruleset = stageRuleset(genericRuleset({ format: 'round_robin', tieBreakRoundRobin: true, matchPoints: { win: 1, draw: 1, loss: 0, bye: 1 } }), 1);
    const beats: Record<number, number[]> = { 1: [3, 4, 5], 3: [4, 5], 4: [5, 6], 5: [6], 6: [1, 3] };
    const result = (a: EntryId, b: EntryId) => (a === 2 || b === 2 ? null : beats[a]?.includes(b) ? a : b);
    const { rounds, tables } = play(ruleset, sides(6), result);
    expect(rounds).toHaveLength(5);
    const byPoints = computeStandings(ruleset, sides(6), tables).map((r) => r.entryId);
    expect(byPoints[0]).toBe(2);
    expect(kind.standings(ruleset, sides(6), tables).map((r) => r.entryId)).toEqual([1, ...byPoints.filter((e) => e !== 1)]);
  });
});

describe('without the option', () => {
  it('the stage ends with its cycle, ranked by the ruleset’s standings alone, tie or not', () => {
    const entries = sides(5);
    const { rounds, tables } = play(plain, entries, ring());
    expect(rounds).toHaveLength(5);
    expect(rounds.every((r) => r.warnings.length === 0)).toBe(true);
    expect(kind.isComplete(progress(plain, entries, tables))).toBe(true);
    expect(kind.standings(plain, entries, tables)).toEqual(computeStandings(plain, entries, tables));
  });
});
