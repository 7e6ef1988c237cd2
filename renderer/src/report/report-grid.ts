// runtime: pure. A section of the head judge's report as both its faces lay it out: a titled grid
// of cells, which the printed sheet draws as a table and the CSV writes as lines.
import type { StandingColumn } from '../../../shared/model/standings';

export type ReportCell = string | number | null;

export interface ReportGrid {
  header: string[];
  /** How each column's numbers read; text columns are 'text'. */
  formats: ('text' | StandingColumn['format'])[];
  rows: ReportCell[][];
  /** Rows that begin a new group (a table's first seat): the sheet rules a line above them and
   * prints the `grouped` columns there only. */
  starts?: boolean[];
  grouped?: number[];
}

/** A section a feature adds, by the feature's id, which the sheet's styles name: a grid, or pairs
 * of a label and a value, or the words it says with nothing to list. */
export interface ReportSection {
  id: string;
  title: string;
  /** 'head': beside the stages, under the event's facts (who judged it); otherwise after the
   * core's sections. */
  place?: 'head';
  body: { grid: ReportGrid } | { pairs: [string, string][] } | { none: string };
}
