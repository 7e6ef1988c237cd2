// One way to write a standings number on every face: shares as percentages with one decimal in
// the language's own form, other values with at most two decimals and no grouping.
import { describe, expect, it } from 'vitest';
import { formatStat } from '../../../renderer/src/standings/format';

describe('formatStat', () => {
  it('writes a share as a percentage in the language of the screen', () => {
    expect(formatStat('share', 0.5123, 'en')).toBe('51.2%');
    expect(formatStat('share', 1 / 3, 'en')).toBe('33.3%');
    expect(formatStat('share', 0.5, 'pl')).toBe('50,0%');
    expect(formatStat('share', 0.5, 'ru')).toBe('50,0\u00a0%');
  });

  it('writes other values with at most two decimals and no grouping', () => {
    expect(formatStat('number', 2, 'en')).toBe('2');
    expect(formatStat('number', 1.5, 'en')).toBe('1.5');
    expect(formatStat('number', 10 / 3, 'en')).toBe('3.33');
    expect(formatStat('number', 1234, 'en')).toBe('1234');
    expect(formatStat('number', 1.5, 'pl')).toBe('1,5');
  });

  it('leaves a missing value blank', () => {
    expect(formatStat('number', undefined, 'en')).toBe('');
    expect(formatStat('share', Number.NaN, 'en')).toBe('');
  });
});
