// runtime: pure. The round clock: stored as start, pause and accumulated pause; shown by every
// window from its own time, so no tick crosses the wire.
import { z } from 'zod';

export const clockSchema = z.object({
  minutes: z.number().int().positive(),
  warningMinutes: z.number().int().nonnegative(),
  startedAt: z.string().nullable(),
  pausedAt: z.string().nullable(),
  /** Milliseconds spent paused before the current pause. */
  pausedMs: z.number().int().nonnegative(),
});
export type Clock = z.infer<typeof clockSchema>;

export type ClockPhase = 'not_started' | 'running' | 'warning' | 'paused' | 'over';

export interface ClockReading {
  phase: ClockPhase;
  /** Milliseconds left; negative once time is over. */
  remainingMs: number;
}

/** Reads the clock at `nowMs`, with a table's extra minutes added. */
export function readClock(clock: Clock, nowMs: number, extraMinutes = 0): ClockReading {
  const total = (clock.minutes + extraMinutes) * 60_000;
  if (!clock.startedAt) return { phase: 'not_started', remainingMs: total };
  const started = Date.parse(clock.startedAt);
  const pausedNow = clock.pausedAt ? nowMs - Date.parse(clock.pausedAt) : 0;
  const remainingMs = total - (nowMs - started - clock.pausedMs - pausedNow);
  if (clock.pausedAt) return { phase: 'paused', remainingMs };
  if (remainingMs <= 0) return { phase: 'over', remainingMs };
  return { phase: remainingMs <= clock.warningMinutes * 60_000 ? 'warning' : 'running', remainingMs };
}

/** 45:00, 9:05, -0:30. */
export function formatClock(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const s = Math.ceil(Math.abs(ms) / 1000);
  return `${sign}${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
