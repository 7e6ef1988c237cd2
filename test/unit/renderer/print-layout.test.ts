// The two pure layouts of sheets and screens: slips collated for a cut stack, and measured rows
// packed into columns and pages. Checked on random inputs against what each promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packPages } from '../../../renderer/src/display/pack-pages';
import { collate } from '../../../renderer/src/print/collate';

describe('collate', () => {
  it('cut into one pile per position and stacked, the pages give the slips back in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 8 }), (n, perPage) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const pages = collate(items, perPage);
        expect(pages).toHaveLength(Math.ceil(n / perPage));
        for (const page of pages) expect(page).toHaveLength(perPage);
        const stacked: (number | null)[] = [];
        for (let position = 0; position < perPage; position++) for (const page of pages) stacked.push(page[position]!);
        expect(stacked.filter((x) => x !== null)).toEqual(items);
      }),
    );
  });

  it('puts four slips of a ten-slip round where the cut expects them', () => {
    expect(collate([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([
      [1, 4, 7, 10],
      [2, 5, 8, null],
      [3, 6, 9, null],
    ]);
  });
});

describe('packPages', () => {
  it('places every row once, in reading order, never past a column’s foot unless it is alone there', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 80 }), fc.integer({ min: 50, max: 400 }), fc.integer({ min: 1, max: 4 }), (heights, columnHeight, columns) => {
        const pages = packPages(heights, columnHeight, columns);
        expect(pages.flat(2)).toEqual(heights.map((_, i) => i));
        for (const page of pages) {
          expect(page.length).toBeGreaterThan(0);
          expect(page.length).toBeLessThanOrEqual(columns);
          for (const column of page) {
            const used = column.reduce((sum, i) => sum + heights[i]!, 0);
            if (column.length > 1) expect(used).toBeLessThanOrEqual(columnHeight);
          }
        }
        // Greedy: a column ends only when the next row would not fit in it.
        const columnsInOrder = pages.flat();
        columnsInOrder.slice(0, -1).forEach((column, c) => {
          const used = column.reduce((sum, i) => sum + heights[i]!, 0);
          const next = columnsInOrder[c + 1]![0]!;
          expect(used + heights[next]!).toBeGreaterThan(columnHeight);
        });
      }),
    );
  });
});
