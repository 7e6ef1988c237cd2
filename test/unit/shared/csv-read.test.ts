import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from '../../../shared/text/csv-read';

describe('parseCsv', () => {
  it('reads quoted fields holding separators, doubled quotes and line breaks', () => {
    const text = 'name,club\r\n"Kowalski, Jan","Klub ""Gambit""\r\nWarszawa"\r\nAnna,\r\n';
    expect(parseCsv(text)).toEqual({
      separator: ',',
      records: [
        ['name', 'club'],
        ['Kowalski, Jan', 'Klub "Gambit"\r\nWarszawa'],
        ['Anna', ''],
      ],
      problems: [],
    });
  });

  it('takes the separator the header uses most outside quotes', () => {
    expect(detectSeparator('Imię;Nazwisko;"a,b,c"\n1,2,3;4')).toBe(';');
    expect(detectSeparator('name\tclub\n')).toBe('\t');
    expect(detectSeparator('name,club;x,y')).toBe(',');
    expect(parseCsv('Имя;Клуб\nПётр;"Ладья; Москва"\n').records).toEqual([['Имя', 'Клуб'], ['Пётр', 'Ладья; Москва']]);
  });

  it('drops a byte order mark and blank lines, keeps a last line without its line end', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2\n\n3,4').records).toEqual([['a', 'b'], ['1', '2'], ['3', '4']]);
  });

  it('keeps a record of empty fields that has separators', () => {
    expect(parseCsv('a,b\n,\n').records).toEqual([['a', 'b'], ['', '']]);
  });

  it('names the row and line of a quote that is never closed, instead of reading the rest of the file as one field', () => {
    expect(parseCsv('name,club\nAnn,A\n\n"Bo,B\nCy,C\nDi,D\n')).toEqual({ separator: ',', records: [['name', 'club'], ['Ann', 'A']], problems: [{ code: 'unclosed_quote', row: 3, line: 4 }] });
    // A closed quote's line breaks count as lines of the file, not rows of the spreadsheet.
    const broken = parseCsv('Imię;Klub\r\n"Jan\r\nKowalski";"Gambit"\r\nAnna;"Hetman\r\nOla;Wieża\r\n');
    expect(broken.records).toEqual([['Imię', 'Klub'], ['Jan\r\nKowalski', 'Gambit']]);
    expect(broken.problems).toEqual([{ code: 'unclosed_quote', row: 3, line: 4 }]);
    expect(parseCsv('\uFEFFname\n"Ann').problems).toEqual([{ code: 'unclosed_quote', row: 2, line: 2 }]);
  });

  it('finds no problem in any table it writes back as a spreadsheet would', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const text = rows.map((r) => r.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')).join('\r\n');
        const table = parseCsv(text, ',');
        expect(table.problems).toEqual([]);
        expect(table.records).toEqual(rows);
      }),
    );
  });
});
