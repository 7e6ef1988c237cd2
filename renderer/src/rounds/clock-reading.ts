// runtime: dom. The clock as this window reads it. A desk whose own clock runs behind the host's
// would otherwise show more time than the round has; it never shows more than the full round.
import type { Clock } from '../../../shared/model/clock';
import { readClock, type ClockReading } from '../../../shared/model/clock-read';

export function readRoundClock(clock: Clock, nowMs: number, extraMinutes = 0, tableStoppedMs = 0): ClockReading {
  const reading = readClock(clock, nowMs, extraMinutes, tableStoppedMs);
  return { ...reading, remainingMs: Math.min(reading.remainingMs, (clock.minutes + extraMinutes) * 60_000 + tableStoppedMs) };
}
