// Slip codes of divisions: the first division's codes keep the form they had before divisions, a
// later division's lead with its letters (B to Z, then AA to ZZ), and a code read back names the
// division it was made for; the same round and table under another division's letters fails the
// check.
import { describe, expect, it } from 'vitest';
import { makeSlipCode, parseSlipCode, verifySlipCode } from '../../../../electron/core/slip-code';
import { divisionLetter, divisionOfLetters, MAX_DIVISIONS } from '../../../../shared/model/division';

const secret = 'test-secret';

describe('slip codes of divisions', () => {
  it('letter every division after the first, up to the last an event may have, and read each back', () => {
    expect(makeSlipCode(secret, 3, 12)).toMatch(/^3-12-[0-9A-Z]{4}$/);
    const letters = new Set<string>();
    for (let division = 2; division <= MAX_DIVISIONS; division++) {
      const code = makeSlipCode(secret, 3, 12, division);
      const prefix = divisionLetter(division);
      expect(code.startsWith(`${prefix}-3-12-`)).toBe(true);
      letters.add(prefix);
      const parts = parseSlipCode(code.toLowerCase())!;
      expect(parts).toMatchObject({ division, round: 3, table: 12 });
      expect(verifySlipCode(secret, parts)).toBe(true);
    }
    expect(letters.size).toBe(MAX_DIVISIONS - 1);
    expect([divisionLetter(26), divisionLetter(27), divisionLetter(MAX_DIVISIONS)]).toEqual(['Z', 'AA', 'ZZ']);
    expect(divisionOfLetters('A')).toBe(1);
  });

  it('refuses a code under another division’s letters', () => {
    const code = makeSlipCode(secret, 2, 5, 2);
    const check = code.split('-').at(-1)!;
    for (const other of [`2-5-${check}`, `C-2-5-${check}`, `AB-2-5-${check}`]) {
      const parts = parseSlipCode(other)!;
      expect(verifySlipCode(secret, parts)).toBe(false);
    }
  });
});
