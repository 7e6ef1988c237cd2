// runtime: dom. Dates, times, measures and name order in the language the faces read in (Russian:
// "1 дек. 2026 г.", a decimal comma, ё sorted with е).

/** An event's day (an ISO date, no time of its own), as written in the language. */
export function formatDay(date: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** A moment (an ISO timestamp) on this machine's clock: the day and the time of day. */
export function formatMoment(at: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short' }).format(new Date(at));
}

/** A measure with two decimals in the language's digits; `signed` writes +, − or ± before it. */
export function formatFixed2(value: number, language: string, signed = false): string {
  const digits = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(Math.abs(value));
  if (!signed) return value < 0 ? `−${digits}` : digits;
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${digits}`;
}

export { nameCollator } from '../../../shared/text/collation';
