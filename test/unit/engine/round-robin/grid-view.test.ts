// The round robin grid (crosstable) the room and the sheet draw: one per cycle, every pair of the
// cycle exactly once in the round its schedule gives it, cells mirrored (a win one way is a loss the
// other, games turned round), wins as the tie-break counts them (a bye is not one), rows in the
// standings' order, the tables under way and the pairs still to play, and the winner once over.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleWins, readCycles, roundRobinGrid, type GridCell } from '../../../../electron/engine/round-robin';
import { createRng } from '../../../../electron/engine/random';
import { genericRuleset, stageRuleset } from '../../../../electron/engine/rulesets';
import type { EntryId, TableRecord } from '../../../../electron/engine/types';
import { kind, play, sides } from './play';

const tieBreak = stageRuleset(genericRuleset({ format: 'round_robin', tieBreakRoundRobin: true }), 1);
const plain = genericRuleset({ format: 'round_robin' });

const mirrored: Record<GridCell['result'], GridCell['result']> = { win: 'loss', loss: 'win', draw: 'draw', playing: 'playing', to_play: 'to_play', not_played: 'not_played' };

/** 1, 2 and 3 beat each other in a ring and everyone else; 4 beats 5: three tied on 3 wins. */
const ring = (a: EntryId, b: EntryId): EntryId => (a <= 3 && b <= 3 ? ((b - a + 3) % 3 === 1 ? a : b) : Math.min(a, b));

describe('roundRobinGrid', () => {
  it('every pair once per grid in its circle round, mirrored cells, wins as the tie-break counts them, rows in standings order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.string(), fc.integer({ min: 1, max: 30 }), fc.boolean(), (n, seed, until, withTieBreak) => {
        const ruleset = withTieBreak ? tieBreak : plain;
        const rng = createRng(seed);
        const entries = sides(n);
        const { tables } = play(ruleset, entries, (a, b) => (rng.next() < 0.1 ? null : rng.next() < 0.5 ? a : b), { until });
        // The newest round still being played: its results not in yet.
        const newest = Math.max(...tables.map((t) => t.round));
        const open: TableRecord[] = tables.map((t) => (t.round === newest && rng.next() < 0.5 ? { ...t, games: [] } : t));
        const view = roundRobinGrid(ruleset, entries, open)!;
        const cycles = readCycles(open);
        expect(view.grids).toHaveLength(cycles.length);
        expect(view.currentRound).toBe(newest);
        const order = kind.standings(ruleset, entries, open).map((r) => r.entryId);
        view.grids.forEach((grid, g) => {
          const cycle = cycles[g]!;
          const members = cycle.sides;
          const ids = grid.sides.map((s) => s.entryId);
          expect(ids).toEqual(order.filter((e) => members.includes(e)));
          expect(grid.firstRound).toBe(cycle.rounds[0]);
          expect(grid.rounds).toBe(cycle.schedule.length);
          const all = Array.from({ length: grid.rounds }, (_, r) => grid.firstRound + r);
          const wins = cycleWins(ruleset, cycle, open);
          grid.sides.forEach((side, i) => {
            // A side meets each other side once and sits out the other rounds: every round of the
            // cycle once. The main cycle's circle has at most one such round, with an odd count.
            const rounds = [...grid.cells[i]!.flatMap((c) => (c ? [c.round] : [])), ...side.byeRounds];
            expect(rounds.sort((a, b) => a - b)).toEqual(all);
            if (g === 0) expect(side.byeRounds).toHaveLength(members.length % 2);
            expect(side.wins).toBe(wins.get(side.entryId));
            grid.sides.forEach((other, j) => {
              const cell = grid.cells[i]![j]!;
              if (i === j) return expect(cell).toBeNull();
              const back = grid.cells[j]![i]!;
              expect(back).toEqual({ ...cell, result: mirrored[cell.result], games: cell.games && { won: cell.games.lost, lost: cell.games.won } });
              const table = open.find((t) => !t.bye && t.entries.includes(side.entryId) && t.entries.includes(other.entryId) && cycle.rounds.includes(t.round));
              if (table) {
                expect(cell.round).toBe(table.round);
                expect(cell.result === 'playing').toBe(table.games.length === 0);
                expect(cell.table).toBe(table.games.length === 0 ? table.table : null);
              } else expect(cell.result).toBe(cycle.rounds.includes(cell.round) ? 'not_played' : 'to_play');
            });
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it('five sides in a three-way tie: the main grid, then the tie-break grid of the three; its winner once over', () => {
    const entries = sides(5);
    const main = play(tieBreak, entries, ring, { until: 5 });
    const after = roundRobinGrid(tieBreak, entries, main.tables)!;
    expect(after.grids).toHaveLength(1);
    expect(after.winner).toBeNull();
    const [grid] = after.grids;
    expect(grid!.sides.map((s) => [s.entryId, s.wins, s.losses, s.leader])).toEqual([
      [1, 3, 1, true],
      [2, 3, 1, true],
      [3, 3, 1, true],
      [4, 1, 3, false],
      [5, 0, 4, false],
    ]);
    // 1 beat 2 one game to none, shown both ways.
    expect(grid!.cells[0]![1]).toMatchObject({ result: 'win', games: { won: 1, lost: 0 } });
    expect(grid!.cells[1]![0]).toMatchObject({ result: 'loss', games: { won: 0, lost: 1 } });
    expect(grid!.sides.every((s) => s.byeRounds.length === 1)).toBe(true);

    // Round 6 starts the tie-break among 1, 2 and 3: drawn, not yet played.
    const six = play(tieBreak, entries, ring, { from: main, until: 6 });
    const playing = six.tables.map((t) => (t.round === 6 ? { ...t, games: [] } : t));
    const started = roundRobinGrid(tieBreak, entries, playing)!;
    expect(started.currentRound).toBe(6);
    expect(started.grids).toHaveLength(2);
    const tie = started.grids[1]!;
    expect(tie).toMatchObject({ cycle: 1, firstRound: 6, rounds: 3 });
    expect(tie.sides.map((s) => [s.wins, s.leader])).toEqual([
      [0, false],
      [0, false],
      [0, false],
    ]);
    const cells = tie.cells.flat().filter((c): c is GridCell => c !== null);
    expect(cells.filter((c) => c.result === 'playing').map((c) => [c.round, c.table])).toEqual([
      [6, 1],
      [6, 1],
    ]);
    expect(cells.filter((c) => c.result === 'to_play').map((c) => c.round).sort()).toEqual([7, 7, 8, 8]);

    // Played out from round 9 on 1 beats everyone: it wins the second tie-break.
    const won = play(tieBreak, entries, (a, b, round) => (round >= 9 ? Math.min(a, b) : ring(a, b)));
    const over = roundRobinGrid(tieBreak, entries, won.tables)!;
    expect(over.grids.map((g) => g.sides.length)).toEqual([5, 3, 3]);
    expect(over.winner).toBe(1);
    expect(over.grids[2]!.sides.map((s) => [s.entryId, s.place, s.wins, s.leader])).toEqual([
      [1, 1, 2, true],
      [2, 2, 1, false],
      [3, 3, 0, false],
    ]);
  });

  it('nothing before round 1; no place before a result; a side that dropped leaves its later pairs not played', () => {
    expect(roundRobinGrid(plain, sides(4), [])).toBeNull();
    const entries = sides(4);
    const first = play(plain, entries, ring, { until: 1 });
    const unplayed = first.tables.map((t) => ({ ...t, games: [] }));
    const view = roundRobinGrid(plain, entries, unplayed)!;
    expect(view.grids[0]!.sides.every((s) => s.place === null && !s.leader)).toBe(true);

    const dropped = entries.map((e) => (e.id === 4 ? { ...e, dropped: true } : e));
    const two = play(plain, dropped, ring, { from: first, until: 2 });
    const grid = roundRobinGrid(plain, dropped, two.tables)!.grids[0]!;
    const four = grid.sides.findIndex((s) => s.entryId === 4);
    expect(grid.sides[four]!.dropped).toBe(true);
    expect(grid.cells[four]!.filter((c) => c?.round === 2).map((c) => c!.result)).toEqual(['not_played']);
    expect(grid.cells[four]!.filter((c) => c?.round === 3).map((c) => c!.result)).toEqual(['to_play']);
  });

  it('without tie-breaks the one side placed first wins once every result is in', () => {
    const entries = sides(4);
    const { tables } = play(plain, entries, (a, b) => Math.min(a, b));
    expect(roundRobinGrid(plain, entries, tables)!.winner).toBe(1);
    const open = tables.map((t) => (t.round === 3 ? { ...t, games: [] } : t));
    expect(roundRobinGrid(plain, entries, open)!.winner).toBeNull();
  });
});
