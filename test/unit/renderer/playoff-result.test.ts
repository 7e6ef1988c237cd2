import { describe, expect, it } from 'vitest';
import { playoffResult } from '../../../renderer/src/standings/playoff-result';

const single = { playoff: { kind: 'elimination', rows: 16, byRoundOut: true }, final: true };

describe('playoffResult', () => {
  it('names the round a single elimination player went out in, from the place the bracket gave', () => {
    const ranks = [1, 2, 3, 3, 5, 5, 5, 5, 9, 9];
    expect(ranks.map((rank, i) => playoffResult(single, { rank }, i))).toEqual([
      { key: 'champion' },
      { key: 'final' },
      { key: 'semifinal' },
      { key: 'semifinal' },
      { key: 'quarterfinal' },
      { key: 'quarterfinal' },
      { key: 'quarterfinal' },
      { key: 'quarterfinal' },
      { key: 'roundOf', size: 16 },
      { key: 'roundOf', size: 16 },
    ]);
    // A match for third place separates the semifinal's losers; both went out in the semifinal.
    expect(playoffResult(single, { rank: 4 }, 3)).toEqual({ key: 'semifinal' });
  });

  it('leaves the rows the playoff did not place, and every row without a playoff, empty', () => {
    expect(playoffResult({ playoff: { kind: 'elimination', rows: 8, byRoundOut: true }, final: true }, { rank: 9 }, 8)).toBeNull();
    expect(playoffResult({ playoff: null, final: true }, { rank: 1 }, 0)).toBeNull();
  });

  it('calls the leaders still in while the playoff is played, and gives other playoffs their place', () => {
    expect(playoffResult({ ...single, final: false }, { rank: 1 }, 2)).toEqual({ key: 'stillIn' });
    expect(playoffResult({ playoff: { kind: 'seated_playoff', rows: 16, byRoundOut: false }, final: true }, { rank: 3 }, 2)).toEqual({ key: 'place', place: 3 });
    expect(playoffResult({ playoff: { kind: 'double_elimination', rows: 8, byRoundOut: false }, final: true }, { rank: 1 }, 0)).toEqual({ key: 'champion' });
  });
});
