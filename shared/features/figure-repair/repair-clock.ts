// runtime: pure. The figure repair clock as windows read it (docs/features/figure-repair.md).

/** A table's figure repair clock (Attacktix 4.4.1): not started, running with the time left, or
 * over; read from its start on the host's time like the round clock, never paused. */
export function readRepair(startedAt: string | null, minutes: number, nowMs: number): { phase: 'not_started' | 'running' | 'over'; remainingMs: number } {
  const total = minutes * 60_000;
  if (!startedAt) return { phase: 'not_started', remainingMs: total };
  const remainingMs = Math.min(total, total - (nowMs - Date.parse(startedAt)));
  return { phase: remainingMs > 0 ? 'running' : 'over', remainingMs };
}
