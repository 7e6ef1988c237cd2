// The figure repair clock (Attacktix 4.4.1) read on the host's time: not started, running with
// the time left (never more than its minutes, however far behind this window's clock is), over.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRepair } from '../../../../shared/features/figure-repair/repair-clock';

const start = '2026-12-05T10:00:00.000Z';
const at = (seconds: number) => Date.parse(start) + seconds * 1000;

describe('readRepair', () => {
  it('counts five minutes down from its start, then is over', () => {
    expect(readRepair(null, 5, at(0))).toEqual({ phase: 'not_started', remainingMs: 300_000 });
    expect(readRepair(start, 5, at(4))).toEqual({ phase: 'running', remainingMs: 296_000 });
    expect(readRepair(start, 5, at(299))).toEqual({ phase: 'running', remainingMs: 1_000 });
    expect(readRepair(start, 5, at(300)).phase).toBe('over');
  });
  it('never shows more than its minutes, and is over exactly when they have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600, max: 900 }), fc.integer({ min: 1, max: 10 }), (s, minutes) => {
        const r = readRepair(start, minutes, at(s));
        expect(r.remainingMs).toBeLessThanOrEqual(minutes * 60_000);
        expect(r.phase === 'over').toBe(s >= minutes * 60);
      }),
    );
  });
});
