// A player's age as the rules count it (Attacktix 1, Decision 1.2.2): completed years on the event
// date, a 29 February birthday counted on 1 March in other years. The age classes built on it are
// the Attacktix divisions' `ages` (test/unit/electron/core/divisions.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../shared/model/age';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Birthdays passed by `on`, counted one year at a time with the calendar. */
function birthdaysPassed(birth: Date, on: Date): number {
  let n = 0;
  for (let y = birth.getUTCFullYear() + 1; y <= on.getUTCFullYear(); y++) {
    // Date.UTC rolls 29 February over to 1 March in a year without it.
    const birthday = new Date(Date.UTC(y, birth.getUTCMonth(), birth.getUTCDate()));
    if (birthday <= on) n++;
  }
  return n;
}

describe('age on the event date', () => {
  it('counts completed years, a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2014-02-28', '2026-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
    expect(ageOn('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('agrees with the calendar for any date of birth and event date', () => {
    const day = fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms - (ms % 86_400_000)));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [birth, on] = a <= b ? [a, b] : [b, a];
        expect(ageOn(iso(birth), iso(on))).toBe(birthdaysPassed(birth, on));
      }),
      { numRuns: 2000 },
    );
  });
});
