// The round robin grid's room layout: up to 12 sides fit a 1080p screen at 22 px or more; the main
// grid and a small tie-break share a page (stacked when that reads larger); a grid too large to
// share pages on its own; a grid of 20 is drawn smaller on one page rather than split.
import { describe, expect, it } from 'vitest';
import type { CycleGrid } from '../../../shared/model/round-robin-grid';
import { countColumns, gridPages } from '../../../renderer/src/round-robin/grid-layout';

/** The room's box for the grids at 1920x1080, and the fonts GridView allows there. */
const screen = { width: 1805, height: 880, together: 26, max: 48 };

/** A grid of `n` sides; with an odd count each sits out one round, as the circle has it, and
 * `sitOut` sides sit out a round besides (a tie-break keeping the pairs' order). */
function grid(n: number, cycle = 0, draws = false, sitOut = 0): CycleGrid {
  const sides = Array.from({ length: n }, (_, i) => ({ entryId: i + 1, name: `Player ${i + 1}`, place: null, wins: 0, losses: 0, draws: draws ? 1 : 0, byeRounds: n % 2 === 1 || i < sitOut ? [i + 1] : [], leader: false, dropped: false }));
  return { cycle, firstRound: 1, rounds: n % 2 === 0 ? n - 1 : n, sides, cells: sides.map((a) => sides.map((b) => (a === b ? null : { round: 1, result: 'to_play' as const, games: null, table: null }))) };
}

const pages = (grids: CycleGrid[]) => gridPages(grids, screen.width, screen.height, screen.together, screen.max);

describe('gridPages', () => {
  it('one page for any one grid; at least 22 px up to 12 sides, smaller beyond', () => {
    for (let n = 2; n <= 12; n++) {
      const [page, ...more] = pages([grid(n)]);
      expect(more).toEqual([]);
      expect(page!.font).toBeGreaterThanOrEqual(22);
    }
    expect(pages([grid(3)])[0]!.font).toBe(48);
    const twenty = pages([grid(20)]);
    expect(twenty).toHaveLength(1);
    expect(twenty[0]!.font).toBeLessThan(22);
  });

  it('five and a three-way tie-break share a page, stacked; twelve and a tie-break of four take a page each', () => {
    const shared = pages([grid(5), grid(3, 1)]);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.direction).toBe('column');
    expect(shared[0]!.font).toBeGreaterThanOrEqual(26);
    const apart = pages([grid(12), grid(4, 1)]);
    expect(apart.map((p) => p.grids.map((g) => g.cycle))).toEqual([[0], [1]]);
  });

  it('draws get a column once there are any; the rounds sat out only where a side sits one out', () => {
    expect(countColumns(grid(4))).toEqual(['wins', 'losses', 'place']);
    expect(countColumns(grid(5, 0, true))).toEqual(['wins', 'draws', 'losses', 'bye', 'place']);
    expect(countColumns(grid(4, 1, false, 2))).toEqual(['wins', 'losses', 'bye', 'place']);
  });
});
