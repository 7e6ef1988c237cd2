import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../../../../shared/text/csv-write';
import { parseCsv } from '../../../../fixtures/parse-csv';

describe('the CSV writer', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const doc = csvDocument(['Rank', 'Player'], [[1, 'Ann'], [2, 'Ben']]);
    expect(doc.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(doc, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(doc.slice(1)).toBe('"Rank","Player"\r\n1,"Ann"\r\n2,"Ben"\r\n');
  });

  it('quotes text so commas, quotes and line breaks stay inside their cell', () => {
    const tricky = ['Smith, John', 'Dmitri "Dima" Ivanov', 'two\nlines', 'cr\r\nlf', ''];
    const doc = csvDocument(['Name'], tricky.map((n) => [n]));
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('Dmitri "Dima" Ivanov')).toBe('"Dmitri ""Dima"" Ivanov"');
    expect(parseCsv(doc.slice(1))).toEqual([['Name'], ...tricky.map((n) => [n])]);
  });

  it('keeps Cyrillic and Polish names as they are written', () => {
    const names = ['Семён Ёлкин', 'Łukasz Żółć-Gęślą', 'Zoë Ortiz'];
    const doc = csvDocument(['Player'], names.map((n) => [n]));
    const bytes = Buffer.from(doc, 'utf8');
    expect(bytes.toString('utf8')).toBe(doc);
    expect(parseCsv(doc.slice(1)).slice(1).flat()).toEqual(names);
  });

  it('guards text a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(evil)).toBe(`"'${evil.replace(/"/g, '""')}"`);
    }
    expect(csvCell('Ann = Ben')).toBe('"Ann = Ben"');
    expect(csvCell('Jean-Luc')).toBe('"Jean-Luc"');
  });

  it('writes numbers as numbers (negative ones unguarded, no float noise), yes/no, and empty cells', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0.1 + 0.2)).toBe('0.3');
    expect(csvCell(7 / 12)).toBe('0.583333');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(false)).toBe('no');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
