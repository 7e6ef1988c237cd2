// runtime: pure. A bracket's boxes and joining lines in abstract units (the SVG's viewBox scales
// them to the screen or the paper): rounds as columns, each match a box of two lines, a match
// centred between the matches that feed it, lines from a feeder's edge to its match's edge.
import type { BracketMatch, BracketSectionId } from '../../../shared/model/bracket';

export const unit = {
  /** Box width and one name line's height. */
  boxW: 264,
  lineH: 46,
  /** Space between boxes in a column, and between columns (where the lines run). */
  gapY: 30,
  gapX: 24,
  /** A row of round labels above a section. */
  labelH: 50,
  nameFont: 32,
  seedFont: 20,
  labelFont: 24,
} as const;

export const boxH = 2 * unit.lineH;
export const columnW = unit.boxW + unit.gapX;

/** What a column or a box is called: a round of a section (1-based, of `rounds`), or the match
 * for third place. */
export interface Caption {
  section: BracketSectionId;
  round: number;
  rounds: number;
  third?: boolean;
}

export interface PlacedBox {
  x: number;
  y: number;
  match: BracketMatch;
}

export interface PlacedLabel {
  x: number;
  y: number;
  caption: Caption;
}

export interface Drawing {
  width: number;
  height: number;
  boxes: PlacedBox[];
  lines: [number, number][][];
  labels: PlacedLabel[];
}

export const emptyDrawing = (): Drawing => ({ width: 0, height: 0, boxes: [], lines: [], labels: [] });

/** A line from a feeder box to the box it feeds, bending halfway across the gap; `toLeft` when
 * the bracket flows right to left. */
export function joinLine(from: PlacedBox, to: PlacedBox, toLeft = false): [number, number][] {
  const y1 = from.y + boxH / 2;
  const y2 = to.y + boxH / 2;
  const x1 = toLeft ? from.x : from.x + unit.boxW;
  const x2 = toLeft ? to.x + unit.boxW : to.x;
  const mid = (x1 + x2) / 2;
  return [
    [x1, y1],
    [mid, y1],
    [mid, y2],
    [x2, y2],
  ];
}

/** One column of a tree: its matches, and for each the indices (0-based) of the matches in the
 * column before that feed it. */
export interface TreeColumn {
  matches: BracketMatch[];
  caption: Caption;
  feeders: (index: number) => number[];
}

/** Columns left to right (or right to left) from `x`, the first stacked from `top` (under its
 * labels), each later match centred on its feeders. Returns the boxes by column. */
export function drawTree(d: Drawing, columns: readonly TreeColumn[], x: number, top: number, toLeft = false): PlacedBox[][] {
  const placed: PlacedBox[][] = [];
  columns.forEach((col, c) => {
    const cx = toLeft ? x - c * columnW : x + c * columnW;
    d.labels.push({ x: cx, y: top, caption: col.caption });
    const boxes = col.matches.map((match, i): PlacedBox => {
      const from = c === 0 ? [] : col.feeders(i).map((f) => placed[c - 1]![f]!);
      const y = from.length === 0 ? top + unit.labelH + i * (boxH + unit.gapY) : from.reduce((s, b) => s + b.y, 0) / from.length;
      const box = { x: cx, y, match };
      for (const f of from) d.lines.push(joinLine(f, box, toLeft));
      return box;
    });
    d.boxes.push(...boxes);
    placed.push(boxes);
  });
  for (const b of d.boxes) {
    d.width = Math.max(d.width, b.x + unit.boxW);
    d.height = Math.max(d.height, b.y + boxH);
  }
  return placed;
}
