import { describe, expect, it } from 'vitest';
import { formatRecord } from '../../../shared/text/record';

describe('formatRecord', () => {
  it('writes wins, then draws, then losses', () => {
    expect(formatRecord({ matchWins: 3, matchDraws: 1, matchLosses: 2 })).toBe('3-1-2');
    expect(formatRecord({ matchWins: 0, matchDraws: 2, matchLosses: 0 })).toBe('0-2-0');
  });
});
