// runtime: dom. How a standings number reads: the percentage tiebreakers come as fractions.
const percentColumns = new Set(['omw', 'gw', 'ogw', 'sos', 'extended_sos']);

export function formatValue(column: string, value: number | undefined): string {
  if (value === undefined) return '';
  if (percentColumns.has(column)) return `${(value * 100).toFixed(1)}%`;
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/** Opponents' agenda ranks the other way round (Netrunner 2.2.2). */
export const lessIsBetter = new Set(['opponents_agenda']);
