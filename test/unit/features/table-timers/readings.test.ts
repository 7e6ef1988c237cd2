// A table's timers read on the host's time: the wait and time-outs count down from their start and
// are over at their minutes; a time-out ended in time is no longer shown, one ended late reads over.
import { describe, expect, it } from 'vitest';
import { readCountdown, tableTimerReadings } from '../../../../shared/features/table-timers/model';

const at = (hms: string) => Date.parse(`2026-12-05T${hms}Z`);

describe('table timers', () => {
  it('counts down, is over at its minutes, and stops where it was ended', () => {
    expect(readCountdown(null, 5, at('10:00:00'))).toEqual({ phase: 'not_started', remainingMs: 300_000 });
    expect(readCountdown('2026-12-05T10:00:00Z', 5, at('10:01:30'))).toEqual({ phase: 'running', remainingMs: 210_000 });
    expect(readCountdown('2026-12-05T10:00:00Z', 5, at('10:05:00')).phase).toBe('over');
    expect(readCountdown('2026-12-05T10:00:00Z', 5, at('10:09:00'), '2026-12-05T10:02:00Z')).toEqual({ phase: 'ended', remainingMs: 180_000 });
    expect(readCountdown('2026-12-05T10:00:00Z', 5, at('10:09:00'), '2026-12-05T10:06:00Z').phase).toBe('over');
    // A desk whose clock runs behind the host never shows more than the full minutes.
    expect(readCountdown('2026-12-05T10:00:00Z', 5, at('09:59:00')).remainingMs).toBe(300_000);
  });

  it('shows the wait and the players still away, by name', () => {
    const table = {
      waitStartedAt: '2026-12-05T10:00:00Z',
      timeOuts: [
        { entryId: 1, game: 1, startedAt: '2026-12-05T10:00:00Z', endedAt: '2026-12-05T10:01:00Z' },
        { entryId: 2, game: 1, startedAt: '2026-12-05T10:02:00Z', endedAt: null },
      ],
      seats: [{ entryId: 1, name: 'Ann' }, { entryId: 2, name: 'Ben' }],
    };
    expect(tableTimerReadings(table, { wait: 5, timeOut: 5 }, at('10:06:00'))).toEqual([
      { kind: 'wait', phase: 'over', remainingMs: -60_000 },
      { kind: 'timeOut', entryId: 2, name: 'Ben', game: 1, phase: 'running', remainingMs: 60_000 },
    ]);
    expect(tableTimerReadings(table, {}, at('10:06:00'))).toEqual([]);
  });
});
