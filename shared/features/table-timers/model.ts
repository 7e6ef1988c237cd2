// runtime: pure. Timers the desk starts at one table while the round's clock runs: the wait for a
// player missing at the start (Catan 1.19), a player's time-out (1.20) and a stop of the table's
// clock for a rules question (Doomtrooper, Time Limit). Stored as start times and read on the
// host's time like the round clock, so no tick crosses the wire. The round's table answer carries
// them (shared/model/round.ts) and every window reading a table's time reads them from here.
import { z } from 'zod';
import { idSchema, versionSchema } from '../../model/common';

/** A time-out as recorded: who took it, in which game, when it started, and when the player came
 * back (null while away). */
export const timeOutSchema = z.object({
  entryId: idSchema,
  game: z.number().int().min(1).max(9),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TimeOut = z.infer<typeof timeOutSchema>;

/** A stop of one table's clock while a judge answers a rules question (Doomtrooper, Time Limit):
 * when it began, and when the clock ran again (null while stopped). `heldByPause`: ended when the
 * round's clock was paused, and stopped again from the moment it resumes, so the minutes of a
 * pause are never counted twice for one table (the pause already holds every table's end). */
export const clockStopSchema = z.object({ startedAt: z.string(), endedAt: z.string().nullable(), heldByPause: z.boolean().optional() });
export type ClockStop = z.infer<typeof clockStopSchema>;

/** The time a table's clock has stood still by `nowMs`; a stop still on counts up to now, so the
 * table's end moves on while it lasts. */
export function stoppedMs(stops: readonly ClockStop[] | undefined, nowMs: number): number {
  return (stops ?? []).reduce((sum, s) => sum + Math.max(0, (s.endedAt ? Date.parse(s.endedAt) : nowMs) - Date.parse(s.startedAt)), 0);
}

/** Whether the table's clock is stopped now: a stop still on, or one held by the round's pause
 * (the table is still stopped for its ruling when the round resumes). */
export const clockStopped = (stops: readonly ClockStop[] | undefined): boolean => (stops ?? []).some((s) => s.endedAt === null) || (stops ?? []).at(-1)?.heldByPause === true;

/** The round's clock paused: a table's stop still on ends at the pause, held to start again at the
 * resume. Unchanged (the same array) when the table has no stop on. */
export function holdStopsAtPause(stops: readonly ClockStop[], at: string): readonly ClockStop[] {
  if (!stops.some((s) => s.endedAt === null)) return stops;
  return stops.map((s) => (s.endedAt === null ? { ...s, endedAt: at, heldByPause: true } : s));
}

/** The round's clock resumed: a table held by the pause is stopped again from `at`. Unchanged
 * (the same array) when no stop was held. */
export function resumeHeldStops(stops: readonly ClockStop[], at: string): readonly ClockStop[] {
  const last = stops.at(-1);
  if (!last?.heldByPause) return stops;
  return [...stops.slice(0, -1), { startedAt: last.startedAt, endedAt: last.endedAt }, { startedAt: at, endedAt: null }];
}

/** The table's clock run again: a stop still on ends now; one held by the round's pause is let go,
 * so the resume does not stop the table again. */
export function restartStops(stops: readonly ClockStop[], at: string): ClockStop[] {
  return stops.map((s) => (s.endedAt === null ? { ...s, endedAt: at } : s.heldByPause ? { startedAt: s.startedAt, endedAt: s.endedAt } : s));
}

const tableRef = { tableId: idSchema, version: versionSchema };

/** Stop a table's clock for a rules question, or run it again. */
export const tableClockStopInput = z.strictObject({ ...tableRef, action: z.enum(['stop', 'restart']) });

/** Start the wait for a late player, or stop it when they arrive. */
export const tableWaitInput = z.strictObject({ ...tableRef, action: z.enum(['start', 'stop']) });

/** A player starts their time-out, or ends it on coming back. */
export const tableTimeOutInput = z.strictObject({
  ...tableRef,
  entryId: idSchema,
  /** The game of the match it is taken in; 1 where a match is one game. */
  game: z.number().int().min(1).max(9).default(1),
  action: z.enum(['start', 'end']),
});

export type CountdownPhase = 'not_started' | 'running' | 'over' | 'ended';

/** A countdown of `minutes` from `startedAt`: running with the time left, over once it is up, or
 * ended when stopped at `endedAt` before that. */
export function readCountdown(startedAt: string | null, minutes: number, nowMs: number, endedAt: string | null = null): { phase: CountdownPhase; remainingMs: number } {
  const total = minutes * 60_000;
  if (!startedAt) return { phase: 'not_started', remainingMs: total };
  const until = endedAt ? Math.min(nowMs, Date.parse(endedAt)) : nowMs;
  const remainingMs = Math.min(total, total - (until - Date.parse(startedAt)));
  if (remainingMs <= 0) return { phase: 'over', remainingMs };
  return { phase: endedAt ? 'ended' : 'running', remainingMs };
}

/** A timer of a table as windows show it: the wait, or one player's time-out still to show (away,
 * or back too late). */
export type TableTimerReading =
  | { kind: 'wait'; phase: 'running' | 'over'; remainingMs: number }
  | { kind: 'timeOut'; entryId: number; name: string; game: number; phase: 'running' | 'over'; remainingMs: number };

/** The table's timers to show at `nowMs`: the wait while started, each time-out while the player
 * is away. A time-out ended in time is only a record (it counts toward the rule's limit). */
export function tableTimerReadings(
  table: { waitStartedAt?: string | null | undefined; timeOuts?: readonly TimeOut[] | undefined; seats: readonly { entryId: number; name: string }[] },
  minutes: { wait?: number | undefined; timeOut?: number | undefined },
  nowMs: number,
): TableTimerReading[] {
  const out: TableTimerReading[] = [];
  if (minutes.wait && table.waitStartedAt) {
    const r = readCountdown(table.waitStartedAt, minutes.wait, nowMs);
    out.push({ kind: 'wait', phase: r.phase === 'over' ? 'over' : 'running', remainingMs: r.remainingMs });
  }
  for (const o of table.timeOuts ?? []) {
    if (!minutes.timeOut || o.endedAt) continue;
    const r = readCountdown(o.startedAt, minutes.timeOut, nowMs);
    const name = table.seats.find((s) => s.entryId === o.entryId)?.name ?? '';
    out.push({ kind: 'timeOut', entryId: o.entryId, name, game: o.game, phase: r.phase === 'over' ? 'over' : 'running', remainingMs: r.remainingMs });
  }
  return out;
}
