// runtime: pure. CSV a spreadsheet opens as it is: UTF-8 with a byte order mark (Excel otherwise
// guesses a legacy code page and garbles Ł or ё), every text field quoted, CRLF line ends (RFC 4180).

export type Cell = string | number | boolean | null | undefined;

const bom = '\uFEFF';

/** A text starting with one of these is read as a formula by spreadsheets (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** Numbers as numbers (no float noise beyond six decimals); text quoted, with a leading ' where a
 * spreadsheet would otherwise run it as a formula; nothing is an empty field. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toFixed(6))) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Lines as they are: a report of several sections has no one header (an empty row is an empty
 * line between sections). */
export function csvLines(rows: Cell[][]): string {
  return `${bom}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function csvDocument(header: string[], rows: Cell[][]): string {
  return csvLines([header, ...rows]);
}
