import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../shared/model/clock';
import { readClock, warningMarksBelow } from '../../../shared/model/clock-read';
import { doomtrooperRuleset } from '../../../electron/engine/rulesets/doomtrooper';
import { clockStopped, stoppedMs } from '../../../shared/features/table-timers/model';

const start = Date.parse('2026-12-05T09:00:00.000Z');
const at = (minutesLeft: number, clock: Clock) => readClock(clock, start + (clock.minutes - minutesLeft) * 60_000);
const marked: Clock = { minutes: 60, warningMinutes: 15, warningMarks: [15, 10, 5], startedAt: '2026-12-05T09:00:00.000Z', pausedAt: null, pausedMs: 0 };

describe('a clock of several warnings', () => {
  it('gives each warning as its mark is passed, and none before the first', () => {
    expect(at(16, marked)).toEqual({ phase: 'running', remainingMs: 16 * 60_000 });
    expect(at(15, marked)).toMatchObject({ phase: 'warning', mark: 15 });
    expect(at(12, marked)).toMatchObject({ phase: 'warning', mark: 15 });
    expect(at(10, marked)).toMatchObject({ phase: 'warning', mark: 10 });
    expect(at(5, marked)).toMatchObject({ phase: 'warning', mark: 5 });
    expect(at(0.5, marked)).toMatchObject({ phase: 'warning', mark: 5 });
    expect(at(0, marked).phase).toBe('over');
  });

  it('keeps the one warning of a clock without marks', () => {
    const single: Clock = { ...marked, warningMarks: undefined, warningMinutes: 10 };
    expect(at(10, single)).toEqual({ phase: 'warning', remainingMs: 10 * 60_000 });
    expect(at(11, single).phase).toBe('running');
    expect(at(5, { ...marked, warningMarks: [] }).mark).toBeUndefined();
  });

  it('drops marks at or above the round length, largest first', () => {
    expect(warningMarksBelow([5, 15, 10, 10], 60)).toEqual([15, 10, 5]);
    expect(warningMarksBelow([15, 10, 5], 15)).toEqual([10, 5]);
    expect(warningMarksBelow([15, 10, 5], 5)).toEqual([]);
  });

  it('warns a Doomtrooper round at 15, 10 and 5 minutes left, below its length (Time Limit, Decision)', () => {
    expect(doomtrooperRuleset().clock).toEqual({ roundMinutes: 60, warningMinutes: 15, warningMarks: [15, 10, 5], finishTurnMinutes: 0 });
    expect(doomtrooperRuleset({ clock: { roundMinutes: 12 } }).clock).toMatchObject({ warningMinutes: 10, warningMarks: [10, 5] });
    expect(doomtrooperRuleset({ clock: { roundMinutes: 45, warningMinutes: 8 } }).clock).toMatchObject({ warningMarks: [8, 5] });
    expect(doomtrooperRuleset({ clock: { roundMinutes: 45, warningMinutes: 0 } }).clock).toMatchObject({ warningMinutes: 0, warningMarks: [] });
  });
});

describe('a table whose clock stopped for a rules question', () => {
  const stops = [
    { startedAt: '2026-12-05T09:10:00.000Z', endedAt: '2026-12-05T09:13:00.000Z' },
    { startedAt: '2026-12-05T09:20:00.000Z', endedAt: null },
  ];
  it('ends later by the time stopped, a stop still on counting up to now', () => {
    const now = Date.parse('2026-12-05T09:22:00.000Z');
    expect(stoppedMs(stops, now)).toBe(5 * 60_000);
    expect(clockStopped(stops)).toBe(true);
    expect(clockStopped(stops.slice(0, 1))).toBe(false);
    // 22 minutes gone, 5 of them stopped: 43 of 60 left, the same a minute later while stopped.
    expect(readClock(marked, now, 0, stoppedMs(stops, now)).remainingMs).toBe(43 * 60_000);
    expect(readClock(marked, now + 60_000, 0, stoppedMs(stops, now + 60_000)).remainingMs).toBe(43 * 60_000);
    expect(readClock(marked, now, 5, stoppedMs(stops.slice(0, 1), now)).remainingMs).toBe((60 + 5 - 22 + 3) * 60_000);
  });
});
