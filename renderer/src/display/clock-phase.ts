// runtime: dom. The round clock as the room reads it: the time to show, the phase that colors it
// and, in a clock of several warnings, the last one passed.
import type { Clock } from '../../../shared/model/clock';
import { formatClock, readClock, type ClockPhase } from '../../../shared/model/clock-read';

export interface ClockFaceState {
  phase: ClockPhase;
  text: string;
  mark?: number;
}

export function clockFace(clock: Clock, nowMs: number): ClockFaceState {
  const reading = readClock(clock, nowMs);
  return { phase: reading.phase, text: formatClock(reading.remainingMs), ...(reading.mark ? { mark: reading.mark } : {}) };
}
