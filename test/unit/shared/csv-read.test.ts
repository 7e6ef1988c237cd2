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
});
