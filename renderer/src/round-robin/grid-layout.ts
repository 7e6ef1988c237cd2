// runtime: dom. How big a round robin grid is in ems (its font sets every length), and how the
// room's screen shows a stage's grids: all on one page (side by side or stacked) when their text
// stays readable, else one grid a page. A grid is never split: past about 12 sides its text only
// gets smaller.
import type { CycleGrid } from '../../../shared/model/round-robin-grid';

/** Lengths in em (grid.css draws the same): the row number, the name, a result cell, a count
 * column (wins, losses …) and the bye's round wide; a row and the caption high (a little over the drawn height, for a
 * name on two lines); the gap between grids. */
export const gridEm = { number: 1.8, name: 12, cell: 3.8, count: 2.6, bye: 3.6, row: 2.1, caption: 2.2, gap: 2 } as const;

/** The count columns a grid shows: wins, draws once there are any, and losses, in the order every
 * record is written (shared/text/record.ts); the rounds sat out when the cycle has any (an odd
 * count, or a tie-break whose pairs keep the order of the cycle that tied); the place. */
export function countColumns(grid: CycleGrid): ('wins' | 'losses' | 'draws' | 'bye' | 'place')[] {
  return [
    'wins',
    ...(grid.sides.some((s) => s.draws > 0) ? (['draws'] as const) : []),
    'losses',
    ...(grid.sides.some((s) => s.byeRounds.length > 0) ? (['bye'] as const) : []),
    'place',
  ];
}

export function gridSizeEm(grid: CycleGrid): { width: number; height: number } {
  const n = grid.sides.length;
  return {
    width: gridEm.number + gridEm.name + n * gridEm.cell + countColumns(grid).reduce((sum, c) => sum + (c === 'bye' ? gridEm.bye : gridEm.count), 0),
    height: gridEm.caption + (n + 1) * gridEm.row,
  };
}

export interface GridPage {
  grids: CycleGrid[];
  /** Font size in px. */
  font: number;
  /** Side by side, or one above the other. */
  direction: 'row' | 'column';
}

/** The font that fits grids in a box one way, at most `maxPx`. */
function fitFont(grids: readonly CycleGrid[], direction: GridPage['direction'], width: number, height: number, maxPx: number): number {
  const sizes = grids.map(gridSizeEm);
  const gaps = (grids.length - 1) * gridEm.gap;
  const along = (k: 'width' | 'height') => sizes.reduce((sum, s) => sum + s[k], 0) + gaps;
  const across = (k: 'width' | 'height') => Math.max(...sizes.map((s) => s[k]));
  const w = direction === 'row' ? along('width') : across('width');
  const h = direction === 'row' ? across('height') : along('height');
  return Math.min(maxPx, width / w, height / h);
}

function bestFit(grids: CycleGrid[], width: number, height: number, maxPx: number): GridPage {
  const row = fitFont(grids, 'row', width, height, maxPx);
  const column = fitFont(grids, 'column', width, height, maxPx);
  return row >= column ? { grids, font: Math.floor(row), direction: 'row' } : { grids, font: Math.floor(column), direction: 'column' };
}

/** Pages for the room: every grid on one page (side by side or stacked, whichever reads larger)
 * if its font stays at `minPx` or more, else one grid a page at the largest font that fits. */
export function gridPages(grids: readonly CycleGrid[], width: number, height: number, minPx: number, maxPx: number): GridPage[] {
  if (grids.length === 0 || width <= 0 || height <= 0) return [];
  const together = bestFit([...grids], width, height, maxPx);
  if (grids.length === 1 || together.font >= minPx) return [together];
  return grids.map((g) => bestFit([g], width, height, maxPx));
}
