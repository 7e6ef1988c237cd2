import { describe, expect, it } from 'vitest';
import { naturalSortKey } from '../../../shared/text/natural';

const sorted = (names: string[]) => [...names].sort((a, b) => (naturalSortKey(a) < naturalSortKey(b) ? -1 : naturalSortKey(a) > naturalSortKey(b) ? 1 : 0));

describe('naturalSortKey', () => {
  it('orders numbers in names by value', () => {
    expect(sorted(['Takahashi 119', 'Takahashi 39', 'Takahashi 4', 'Takahashi'])).toEqual(['Takahashi', 'Takahashi 4', 'Takahashi 39', 'Takahashi 119']);
  });

  it('compares several numbers one by one and ignores leading zeros', () => {
    expect(sorted(['Team 2 Player 10', 'Team 10 Player 1', 'Team 2 Player 9', 'Team 02 Player 3'])).toEqual([
      'Team 02 Player 3',
      'Team 2 Player 9',
      'Team 2 Player 10',
      'Team 10 Player 1',
    ]);
  });

  it('folds like the search: case and accents do not change the order', () => {
    expect(naturalSortKey('ŁUKASZ 7')).toBe(naturalSortKey('lukasz 7'));
    expect(sorted(['Zoë', 'zoe 2', 'Émile'])).toEqual(['Émile', 'Zoë', 'zoe 2']);
  });
});
