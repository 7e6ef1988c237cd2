// runtime: dom. Numbers on the standings: percentages where the tiebreaker is a fraction, at most
// two decimals elsewhere (a drawn match counts half).

const fractions = new Set(['omw', 'gw', 'ogw', 'sos', 'extended_sos']);

export function formatStat(column: string, value: number | undefined, language: string): string {
  if (value === undefined) return '';
  if (fractions.has(column)) {
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  }
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
