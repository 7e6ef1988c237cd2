// runtime: pure. The tables of a round still without a result, as the results desk lists them to
// chase: a bye has nothing to enter, and tables come in number order, as the room is laid out.
import { readClock } from '../../../shared/model/clock-read';
import type { Round, RoundTable } from '../../../shared/model/round';

export interface MissingTable {
  tableId: number;
  number: number;
  names: string[];
}

export function missingTables(tables: readonly RoundTable[]): MissingTable[] {
  return tables
    .filter((t) => !t.bye && t.result === null)
    .sort((a, b) => a.number - b.number)
    .map((t) => ({ tableId: t.id, number: t.number, names: t.seats.map((s) => s.name) }));
}

/** How long the round has been played at `nowMs` (its clock's time, pauses left out); null
 * before its clock is started. */
export function playedMs(clock: Round['clock'], nowMs: number): number | null {
  if (clock.startedAt === null) return null;
  return clock.minutes * 60_000 - readClock(clock, nowMs).remainingMs;
}
