import { describe, expect, it } from 'vitest';
import { noShowsLast } from '../../../../electron/core/services/no-shows-last';

const row = (name: string, rank: number, status = 'active') => ({ name, rank, status });
const listed = (rows: ReturnType<typeof row>[]) => noShowsLast(rows).map((r) => `${r.rank} ${r.name}`);

describe('no-shows last', () => {
  it('moves a no-show below everyone who came, the others closing up', () => {
    expect(listed([row('A', 1), row('N', 2, 'no_show'), row('B', 3), row('C', 4, 'dropped')])).toEqual(['1 A', '2 B', '3 C', '4 N']);
  });

  it('keeps shared places shared within those who came and among the no-shows, never across them', () => {
    expect(listed([row('A', 1), row('B', 2), row('N', 2, 'no_show'), row('C', 2), row('D', 5), row('M', 5, 'no_show'), row('O', 5, 'no_show')])).toEqual([
      '1 A', '2 B', '2 C', '4 D', '5 N', '6 M', '6 O',
    ]);
  });

  it('leaves standings without a no-show as they are', () => {
    expect(listed([row('A', 1), row('B', 1), row('C', 3, 'disqualified')])).toEqual(['1 A', '1 B', '3 C']);
  });
});
