// One way to write a standings number on every face: shares as percentages with one decimal in
// the language's own form, other values with at most two decimals and no grouping.
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../renderer/src/i18n';
import { formatStat, recordText } from '../../../renderer/src/standings/format';

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

describe('recordText', () => {
  const i18n = initI18n();
  it('says a bye is a won match, except where the ruleset says it is not (Attacktix)', () => {
    expect(recordText(i18n.t, i18n, 'generic', false, 'explain')).toContain('a bye is a won match');
    expect(recordText(i18n.t, i18n, 'attacktix', false, 'explain')).toContain('A bye is not a win');
    expect(recordText(i18n.t, i18n, 'attacktix', false, 'legend')).toContain('A bye is not a win');
    expect(recordText(i18n.t, i18n, 'netrunner-1996', false, 'legend')).toContain('A bye is a won match');
    expect(recordText(i18n.t, i18n, undefined, true, 'legend')).toContain('A bye is a won table');
  });
});
