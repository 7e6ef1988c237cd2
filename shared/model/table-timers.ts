// runtime: pure. Timers the desk starts at one table while the round's clock runs: the wait for a
// player missing at the start (Catan 1.19) and a player's time-out (1.20). Stored as start times and
// read on the host's time like the round clock, so no tick crosses the wire.
import { z } from 'zod';
import { idSchema, versionSchema } from './common';

/** A time-out as recorded: who took it, in which game, when it started, and when the player came
 * back (null while away). */
export const timeOutSchema = z.object({
  entryId: idSchema,
  game: z.number().int().min(1).max(9),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type TimeOut = z.infer<typeof timeOutSchema>;

const tableRef = { tableId: idSchema, version: versionSchema };

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
