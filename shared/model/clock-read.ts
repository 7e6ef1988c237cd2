// runtime: pure. Reading the round clock at a moment, and the host's time from round trips;
// without zod, so the phones' page imports it alone.
import type { Clock } from './clock';

export type ClockPhase = 'not_started' | 'running' | 'warning' | 'paused' | 'over';

export interface ClockReading {
  phase: ClockPhase;
  /** Milliseconds left; negative once time is over. */
  remainingMs: number;
  /** In a clock with warning marks, the last mark passed (its minutes left) while in warning. */
  mark?: number;
}

/** The marks below the round's length, largest first (a mark at or above it is never passed while
 * the round runs, so it is dropped rather than refused). */
export function warningMarksBelow(marks: readonly number[], roundMinutes: number): number[] {
  return [...new Set(marks)].filter((m) => m > 0 && m < roundMinutes).sort((a, b) => b - a);
}

/** The smallest mark at or above the time left, in minutes; null before the first. */
function passedMark(marks: readonly number[], remainingMs: number): number | null {
  const passed = marks.filter((m) => remainingMs <= m * 60_000);
  return passed.length ? Math.min(...passed) : null;
}

/** Whether the round's clock is running: started and not paused (over time included, since a
 * table with minutes of its own plays on). */
export const clockRuns = (clock: Pick<Clock, 'startedAt' | 'pausedAt'>): boolean => clock.startedAt !== null && clock.pausedAt === null;

/** Reads the clock at `nowMs`, with a table's extra minutes and the time its own clock stood still
 * (tableStoppedMs) added: both move that table's end. */
export function readClock(clock: Clock, nowMs: number, extraMinutes = 0, tableStoppedMs = 0): ClockReading {
  const total = (clock.minutes + extraMinutes) * 60_000 + tableStoppedMs;
  if (!clock.startedAt) return { phase: 'not_started', remainingMs: total };
  const started = Date.parse(clock.startedAt);
  const pausedNow = clock.pausedAt ? nowMs - Date.parse(clock.pausedAt) : 0;
  const remainingMs = total - (nowMs - started - clock.pausedMs - pausedNow);
  if (clock.pausedAt) return { phase: 'paused', remainingMs };
  if (remainingMs <= 0) return { phase: 'over', remainingMs };
  if (clock.warningMarks?.length) {
    const mark = passedMark(clock.warningMarks, remainingMs);
    return mark === null ? { phase: 'running', remainingMs } : { phase: 'warning', remainingMs, mark };
  }
  return { phase: remainingMs <= clock.warningMinutes * 60_000 ? 'warning' : 'running', remainingMs };
}

/** 45:00, 9:05, -0:30. */
export function formatClock(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const s = Math.ceil(Math.abs(ms) / 1000);
  return `${sign}${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** One round trip to the host: this window's time when it asked and when the answer came, and the
 * host's time in the answer. */
export interface ClockSample {
  sentMs: number;
  hostMs: number;
  receivedMs: number;
}

/** How far the host's clock is ahead of this window's (negative when behind), in ms. The host read
 * its clock somewhere during the round trip, so the middle of the trip is the best guess, and the
 * shortest trip the least uncertain one. Null without a usable sample. */
export function hostOffsetMs(samples: readonly ClockSample[]): number | null {
  let best: ClockSample | null = null;
  for (const s of samples) {
    if (!Number.isFinite(s.hostMs) || s.receivedMs < s.sentMs) continue;
    if (!best || s.receivedMs - s.sentMs < best.receivedMs - best.sentMs) best = s;
  }
  return best ? Math.round(best.hostMs - (best.sentMs + best.receivedMs) / 2) : null;
}
