// runtime: pure. Reads CSV text as a spreadsheet writes it (RFC 4180): quoted fields may hold the
// separator, doubled quotes and line breaks; the separator is whichever of comma, semicolon or tab
// the first line has most of outside quotes (a spreadsheet in a Polish or Russian locale saves with
// semicolons, since the comma is their decimal mark).

export type CsvSeparator = ',' | ';' | '\t';

/** A quote that opens a field and is never closed: a spreadsheet never writes one, and reading on
 * would make the rest of the file one field of one row. `row` is the record it opens in (a
 * spreadsheet's row: the header is 1), `line` the file's line where the quote stands. */
export interface CsvProblem {
  code: 'unclosed_quote';
  row: number;
  line: number;
}

export interface CsvTable {
  separator: CsvSeparator;
  /** Every record in order, the header first; a record's index + 1 is its row in a spreadsheet.
   * With a problem, the records before the broken one. */
  records: string[][];
  problems: CsvProblem[];
}

const separators: readonly CsvSeparator[] = [',', ';', '\t'];

export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(separators.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch as CsvSeparator)) counts.set(ch as CsvSeparator, counts.get(ch as CsvSeparator)! + 1);
  }
  return separators.reduce((best, s) => (counts.get(s)! > counts.get(best)! ? s : best), ',');
}

/** Splits the text into records of fields. A byte order mark left at the start is dropped; lines
 * with nothing on them (a spreadsheet's trailing blank rows) are not records. */
export function parseCsv(input: string, separator: CsvSeparator = detectSeparator(input.replace(/^\uFEFF/, ''))): CsvTable {
  const text = input.replace(/^\uFEFF/, '');
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  let i = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0]!.trim() !== '') records.push(record);
    record = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
      i++;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      quoteLine = line;
      field = '';
    } else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i++;
      line++;
    } else field += ch;
    i++;
  }
  if (quoted) return { separator, records, problems: [{ code: 'unclosed_quote', row: records.length + 1, line: quoteLine }] };
  if (field !== '' || record.length > 0) endRecord();
  return { separator, records, problems: [] };
}
