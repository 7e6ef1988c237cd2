// A collection list typed or pasted at the desk: `3 Card Name; marks` under Playing Deck and Side
// Bar headers, a language line; each line it cannot read named by its number; the lines written
// back as text read the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCollection, misreadLine, parseCollection } from '../../../../electron/features/collections/collection-text';
import type { CollectionLine } from '../../../../shared/features/collections/model';

const plain = { language: 'en', warrior: false, promo: false, limit: null, section: 'deck' } as const;

describe('Doomtrooper collection text', () => {
  it('reads counts, names, marks, the language and the sections', () => {
    const text = [
      '# Anna Kowalska',
      '5 Bauhaus Blitzer; w',
      '2x  Hidden   Cache ; max 2',
      '1X Joker!',
      '1 X Marks the Spot',
      '',
      'language pl',
      '1 Gift of Fate; promo, en',
      'Side Bar: 25',
      '3 Mishima Samurai; W,sv, limit3',
      '// end',
    ].join('\n');
    expect(parseCollection(text, 'en')).toEqual({
      lines: [
        { ...plain, name: 'Bauhaus Blitzer', count: 5, warrior: true },
        { ...plain, name: 'Hidden Cache', count: 2, limit: 2 },
        { ...plain, name: 'Joker!', count: 1 },
        { ...plain, name: 'X Marks the Spot', count: 1 },
        { ...plain, name: 'Gift of Fate', count: 1, promo: true },
        { ...plain, name: 'Mishima Samurai', count: 3, warrior: true, language: 'sv', limit: 3, section: 'side_bar' },
      ],
      at: [2, 3, 4, 5, 8, 10],
      errors: [],
    });
  });

  it('takes the headers in any case, with or without a count, and lines before any header as the Playing Deck', () => {
    const sections = (text: string) => parseCollection(text, 'en').lines.map((l) => l.section);
    expect(sections('1 A\nSIDEBAR\n1 B\nplaying deck (60)\n1 C\nSide\n1 D\nDeck:\n1 E')).toEqual(['deck', 'side_bar', 'deck', 'side_bar', 'deck']);
    expect(parseCollection('Language: SV\n1 A', 'en').lines[0]!.language).toBe('sv');
  });

  it('names each line it cannot read, by its number, and reads the rest', () => {
    const text = ['Bauhaus Blitzer', '0 Joker', '3 ; w', '2 Hidden Cache; warior', '1 Gift of Fate; max', '1 Retraining; max 100', '4 Good Card', `1 ${'a'.repeat(81)}`, '2x'].join('\n');
    const { lines, errors } = parseCollection(text, 'en');
    expect(errors).toEqual([
      { line: 1, code: 'no_count', text: 'Bauhaus Blitzer' },
      { line: 2, code: 'bad_count', text: '0 Joker' },
      { line: 3, code: 'no_name', text: '3 ; w' },
      { line: 4, code: 'unknown_mark', text: 'warior' },
      { line: 5, code: 'bad_limit', text: 'max' },
      { line: 6, code: 'bad_limit', text: 'max 100' },
      { line: 8, code: 'name_too_long', text: `1 ${'a'.repeat(81)}` },
      { line: 9, code: 'no_name', text: '2x' },
    ]);
    expect(lines.map((l) => l.name)).toEqual(['Good Card']);
  });

  it('reads a list pasted with Windows line ends', () => {
    expect(parseCollection('Deck\r\n2 A\r\nSide Bar\r\n1 B\r\n', 'en').lines.map((l) => [l.name, l.section])).toEqual([
      ['A', 'deck'],
      ['B', 'side_bar'],
    ]);
  });

  it('writes a list back under its language, deck first, marks only where they differ', () => {
    const lines: CollectionLine[] = [
      { ...plain, name: 'Extra', count: 1, language: 'pl', section: 'side_bar' },
      { ...plain, name: 'Blitzer', count: 5, warrior: true },
      { ...plain, name: 'Hidden Cache', count: 2, limit: 2, promo: true },
    ];
    expect(formatCollection(lines, 'sv')).toBe('language en\nPlaying Deck\n5 Blitzer; w\n2 Hidden Cache; promo, max 2\nSide Bar\n1 Extra; pl');
    expect(formatCollection([], 'sv')).toBe('language sv\nPlaying Deck');
  });

  it('names the first stored line the text would not read back the same, as an event file may bring one', () => {
    const side = { ...plain, name: 'Spare', count: 1, section: 'side_bar' } as const;
    const lines: CollectionLine[] = [side, { ...plain, name: 'A', count: 1 }, { ...side, name: 'B; w' }, { ...plain, name: 'C  D', count: 1 }];
    expect(misreadLine(lines)).toBe(3);
    expect(misreadLine(lines.slice(0, 3))).toBe(2);
    expect(misreadLine(lines.slice(0, 2))).toBeNull();
  });
});

const nameChar = fc.constantFrom(...'abcdefghx XYZ!\'’-.ąó'.split(''));
const cardName = fc
  .array(nameChar, { minLength: 1, maxLength: 30 })
  .map((chars) => chars.join('').trim().replace(/\s+/g, ' '))
  .filter((n) => n !== '' && !n.startsWith('#') && !n.startsWith('//'));
const collectionLine: fc.Arbitrary<CollectionLine> = fc.record({
  name: cardName,
  count: fc.integer({ min: 1, max: 999 }),
  language: fc.constantFrom('en', 'pl', 'sv'),
  warrior: fc.boolean(),
  promo: fc.boolean(),
  limit: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  section: fc.constantFrom('deck', 'side_bar'),
});

describe('Doomtrooper collection text, properties', () => {
  it('a list written as text reads back as the same lines, the Playing Deck first', () => {
    fc.assert(
      fc.property(fc.array(collectionLine, { maxLength: 30 }), fc.constantFrom('en', 'de'), (lines, fallback) => {
        const deckFirst = [...lines.filter((l) => l.section === 'deck'), ...lines.filter((l) => l.section === 'side_bar')];
        expect(parseCollection(formatCollection(lines, fallback), 'ru')).toMatchObject({ lines: deckFirst, errors: [] });
        expect(misreadLine(lines)).toBeNull();
      }),
    );
  });

  it('never throws, and every line is read or named as an error', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 20 }), (rows) => {
        const { lines, errors } = parseCollection(rows.join('\n'), 'en');
        const cardRows = rows.filter((r) => {
          const t = r.trim().replace(/\s+/g, ' ');
          return t !== '' && !t.startsWith('#') && !t.startsWith('//') && !/^(playing deck|deck|side bar|sidebar|side)\s*:?\s*(?:\(\d+\)|\d+)?$/i.test(t) && !/^(?:language|lang)\s*:?\s*[a-z]{2}$/i.test(t);
        });
        expect(lines.length + errors.length).toBe(cardRows.length);
      }),
    );
  });
});
