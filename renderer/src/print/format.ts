// runtime: pure. Numbers on printed sheets: standings values may be fractions (percentages,
// half points), and a sheet has no room for floating-point noise.

/** Tiebreaks the engine reports as a 0..1 share; printed as a percentage. */
const shareColumns = new Set(['omw', 'gw', 'ogw', 'sos', 'extended_sos']);

export function formatValue(column: string, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  if (shareColumns.has(column)) return `${(value * 100).toFixed(1)}`;
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}
