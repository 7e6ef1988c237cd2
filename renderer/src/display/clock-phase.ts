// runtime: dom. The round clock as the room reads it: the time to show and the phase that colors
// it.
import { formatClock, readClock, type Clock, type ClockPhase } from '../../../shared/model/clock';

export interface ClockFaceState {
  phase: ClockPhase;
  text: string;
}

export function clockFace(clock: Clock, nowMs: number): ClockFaceState {
  const reading = readClock(clock, nowMs);
  return { phase: reading.phase, text: formatClock(reading.remainingMs) };
}
