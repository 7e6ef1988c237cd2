import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../shared/model/clock';
import { formatClock, hostOffsetMs, readClock } from '../../../shared/model/clock-read';

describe('hostOffsetMs', () => {
  it('reads the host as ahead or behind by the middle of the round trip', () => {
    // Asked at 1000, answered at 1040 with a host time of 61020: the host is a minute ahead.
    expect(hostOffsetMs([{ sentMs: 1000, hostMs: 61_020, receivedMs: 1040 }])).toBe(60_000);
    expect(hostOffsetMs([{ sentMs: 500_000, hostMs: 80_010, receivedMs: 500_020 }])).toBe(-420_000);
  });

  it('trusts the shortest round trip', () => {
    const samples = [
      { sentMs: 0, hostMs: 5_900, receivedMs: 1_000 }, // a slow answer: the host read its clock anywhere in a second
      { sentMs: 2_000, hostMs: 7_010, receivedMs: 2_020 },
      { sentMs: 3_000, hostMs: 8_300, receivedMs: 3_400 },
    ];
    expect(hostOffsetMs(samples)).toBe(5_000);
  });

  it('has no answer without a usable sample', () => {
    expect(hostOffsetMs([])).toBeNull();
    expect(hostOffsetMs([{ sentMs: 10, hostMs: Number.NaN, receivedMs: 20 }])).toBeNull();
    expect(hostOffsetMs([{ sentMs: 20, hostMs: 100, receivedMs: 10 }])).toBeNull();
  });

  it('is within half the round trip of the true offset, whatever the skew and the delays', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.array(fc.tuple(fc.nat(5_000), fc.nat(5_000)), { minLength: 1, maxLength: 5 }),
        (trueOffset, delays) => {
          let local = 1_000_000;
          const samples = delays.map(([there, back]) => {
            const sentMs = local;
            const hostMs = sentMs + there + trueOffset;
            const receivedMs = sentMs + there + back;
            local = receivedMs + 100;
            return { sentMs, hostMs, receivedMs };
          });
          const shortest = Math.min(...delays.map(([a, b]) => a + b));
          expect(Math.abs(hostOffsetMs(samples)! - trueOffset)).toBeLessThanOrEqual(shortest / 2 + 1);
        },
      ),
    );
  });

  it('makes two windows with different clocks read the same time left', () => {
    const clock: Clock = { minutes: 45, warningMinutes: 10, startedAt: '2026-12-05T09:00:00.000Z', pausedAt: null, pausedMs: 0 };
    const host = Date.parse('2026-12-05T09:12:30Z');
    const read = (skewMs: number) => {
      const local = host + skewMs;
      const offset = hostOffsetMs([{ sentMs: local - 10, hostMs: host, receivedMs: local + 10 }])!;
      return formatClock(readClock(clock, local + offset).remainingMs);
    };
    expect(read(7 * 60_000)).toBe('32:30');
    expect(read(-3 * 60_000)).toBe('32:30');
  });
});
