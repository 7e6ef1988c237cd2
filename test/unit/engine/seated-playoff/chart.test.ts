// The seated playoff's chart: 16 qualifiers at tables of four are Catan 3.7's chart exactly; any
// field and table size seats every qualifier once, at a semifinal of seats.min to seats.max tables
// (the last ones a seat short) or, too small for one, a straight final of the best; the places are
// read back from the seats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playoffChart, qualifyingPlaces } from '../../../../electron/engine/seated-playoff';

const catan = { min: 3, max: 4 };

describe('the seated playoff chart', () => {
  it('is the chart of 3.7 for 16 qualifiers at tables of four', () => {
    expect(playoffChart(16, catan)).toEqual({
      first: 'semifinal',
      qualifiers: 16,
      tables: [
        [1, 8, 9, 16],
        [2, 7, 10, 15],
        [3, 6, 11, 14],
        [4, 5, 12, 13],
      ],
    });
  });

  it('snakes smaller fields the same way, the last tables a seat short, and plays a straight final below nine', () => {
    expect(playoffChart(12, catan)!.tables).toEqual([
      [1, 6, 7, 12],
      [2, 5, 8, 11],
      [3, 4, 9, 10],
    ]);
    expect(playoffChart(9, catan)!.tables).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9],
    ]);
    // Fifteen: the last pass skips table 4, which seats three.
    expect(playoffChart(15, catan)!.tables).toEqual([
      [1, 8, 9, 15],
      [2, 7, 10, 14],
      [3, 6, 11, 13],
      [4, 5, 12],
    ]);
    expect(playoffChart(8, catan)).toEqual({ first: 'final', qualifiers: 4, tables: [[1, 2, 3, 4]] });
    expect(playoffChart(3, catan)).toEqual({ first: 'final', qualifiers: 3, tables: [[1, 2, 3]] });
    expect(playoffChart(2, catan)).toBeNull();
    // More than sixteen: the best sixteen.
    expect(playoffChart(40, catan)).toEqual(playoffChart(16, catan));
  });

  it('seats every qualifier once at tables the game allows, best first at each, a final the winners fill', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 3, max: 6 }), fc.integer({ min: 0, max: 3 }), (field, min, more) => {
        const seats = { min, max: Math.min(6, min + more) };
        const chart = playoffChart(field, seats);
        if (field < seats.min) {
          expect(chart).toBeNull();
          return;
        }
        expect(chart).not.toBeNull();
        const { first, qualifiers, tables } = chart!;
        expect(tables.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: qualifiers }, (_, i) => i + 1));
        for (const t of tables) {
          expect(t.length).toBeGreaterThanOrEqual(seats.min);
          expect(t.length).toBeLessThanOrEqual(seats.max);
          expect([...t].sort((a, b) => a - b)).toEqual(t);
        }
        if (first === 'final') {
          expect(tables).toEqual([tables[0]]);
          expect(qualifiers).toBe(Math.min(field, seats.max));
          return;
        }
        expect(qualifiers).toBe(Math.min(field, seats.max * seats.max));
        // A final of the winners: as many tables as a table seats.
        expect(tables.length).toBeGreaterThanOrEqual(seats.min);
        expect(tables.length).toBeLessThanOrEqual(seats.max);
        // The best T sit one a table, in order; sizes never grow down the tables, by one at most.
        tables.forEach((t, i) => expect(t[0]).toBe(i + 1));
        const sizes = tables.map((t) => t.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
        // Read back from the seats, every seat gives its place.
        const seated = tables.map((t) => ({ entries: t.map((p) => 1000 + p) }));
        const places = qualifyingPlaces(seated, seats);
        for (const p of tables.flat()) expect(places.get(1000 + p)).toBe(p);
      }),
    );
  });
});
