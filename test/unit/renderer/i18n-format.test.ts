// Dates, measures and name order in the language the faces read in.
import { describe, expect, it } from 'vitest';
import { formatDay, formatFixed2, nameCollator } from '../../../renderer/src/i18n/format';

describe('formatDay', () => {
  it('writes an event’s day as the language does, whatever the machine’s time zone', () => {
    expect(formatDay('2026-12-05', 'ru')).toBe('5 дек. 2026 г.');
    expect(formatDay('2026-12-05', 'ru', 'long')).toBe('5 декабря 2026 г.');
    expect(formatDay('2026-12-05', 'pl')).toBe('5 gru 2026');
    expect(formatDay('2026-12-05', 'pl', 'long')).toBe('5 grudnia 2026');
    expect(formatDay('2026-12-05', 'en')).toBe('Dec 5, 2026');
  });
});

describe('formatFixed2', () => {
  it('writes two decimals with the language’s decimal sign, and a sign when asked', () => {
    expect(formatFixed2(12.31, 'ru')).toBe('12,31');
    expect(formatFixed2(12.31, 'en')).toBe('12.31');
    expect(formatFixed2(0.31, 'ru', true)).toBe('+0,31');
    expect(formatFixed2(-7, 'en', true)).toBe('−7.00');
    expect(formatFixed2(0, 'en', true)).toBe('±0.00');
    expect(formatFixed2(1234.5, 'ru')).toBe('1234,50');
    expect(formatFixed2(12.31, 'pl')).toBe('12,31');
    expect(formatFixed2(-0.5, 'pl', true)).toBe('−0,50');
  });
});

describe('nameCollator', () => {
  it('sorts Russian names alphabetically: ё with е, not before а as its code point would', () => {
    const names = ['Жуков', 'Ёлкин', 'Егоров', 'Абрамов'];
    expect([...names].sort(nameCollator('ru').compare)).toEqual(['Абрамов', 'Егоров', 'Ёлкин', 'Жуков']);
    expect([...names].sort()).not.toEqual(['Абрамов', 'Егоров', 'Ёлкин', 'Жуков']);
  });

  it('sorts Polish names alphabetically: Ś after S, Ź and Ż after Z, not with the plain letter', () => {
    const names = ['Żak', 'Śliwa', 'Zalewski', 'Szymański', 'Źrebiec', 'Sowa', 'Tomczak'];
    const polish = ['Sowa', 'Szymański', 'Śliwa', 'Tomczak', 'Zalewski', 'Źrebiec', 'Żak'];
    expect([...names].sort(nameCollator('pl').compare)).toEqual(polish);
    expect([...names].sort(nameCollator('en').compare)).not.toEqual(polish);
  });

  it('compares numbers in names as numbers', () => {
    expect(['Kim 10', 'Kim 9'].sort(nameCollator('en').compare)).toEqual(['Kim 9', 'Kim 10']);
  });
});
