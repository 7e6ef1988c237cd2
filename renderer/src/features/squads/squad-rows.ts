// runtime: dom. The rows of a squad list as typed: text until saved, so a half-typed number stays
// on screen; the points the core checks while typing, a row not yet a whole number counting 0.
import type { SquadFigure } from '../../../../shared/features/squads/model';

export interface SquadRow {
  /** Keeps a row's inputs in place when a row above it is removed. */
  key: number;
  name: string;
  points: string;
}

let nextKey = 1;

export const emptyRow = (): SquadRow => ({ key: nextKey++, name: '', points: '' });

export const rowsOf = (figures: readonly SquadFigure[]): SquadRow[] => figures.map((f) => ({ key: nextKey++, name: f.name, points: String(f.points) }));

/** What a row's points read as a number: what the core validates on save (a typo is refused there). */
export const pointsOf = (row: SquadRow): number => (row.points.trim() === '' ? Number.NaN : Number(row.points));

/** The points typed so far, for the live check: anything not a whole number from 0 counts 0. */
export const typedPoints = (rows: readonly SquadRow[]): number[] =>
  rows.map((r) => {
    const n = pointsOf(r);
    return Number.isInteger(n) && n >= 0 && n <= 1000 ? n : 0;
  });

export const figuresOf = (rows: readonly SquadRow[]): { name: string; points: number }[] => rows.map((r) => ({ name: r.name, points: pointsOf(r) }));
