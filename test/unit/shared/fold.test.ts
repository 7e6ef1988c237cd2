import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../shared/text/fold';

describe('foldForSearch', () => {
  it.each([
    ['José', 'jose'],
    ['ŁUKASZ Żółć', 'lukasz zolc'],
    ['Семён', 'семен'],
    ['Йошкар', 'иошкар'],
    ['O’Neil', "o'neil"],
    ['  Anne   Marie ', 'anne marie'],
    ['Straße', 'strasse'],
  ])('%s → %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });
});
