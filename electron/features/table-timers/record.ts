// runtime: node. What the table timers keep at a table, as the feature's one record there (under
// the table's version): when the wait for a late player started, the time-outs and the clock stops
// in the order made. Older versions kept them in round_tables (wait_started_at, time_outs,
// clock_stops), which the feature's migration moves out; an event file carries them as the table
// answer's fields.
import { z } from 'zod';
import { tableTimers } from '../../../shared/features/table-timers/contract';
import { clockStopSchema, holdStopsAtPause, resumeHeldStops, timeOutSchema } from '../../../shared/features/table-timers/model';
import type { FeatureTableFile } from '../feature';
import { tableRecord } from '../records';
import { tableColumnsToRecords, withOldColumns } from '../../store/feature-migrate';
import type { TableRulings } from '../../core/services/table-rulings';

const timersSchema = z.strictObject({ waitStartedAt: z.string().nullable(), timeOuts: z.array(timeOutSchema), clockStops: z.array(clockStopSchema) });
type Timers = z.infer<typeof timersSchema>;
const none: Timers = { waitStartedAt: null, timeOuts: [], clockStops: [] };

export const timersAt = tableRecord(tableTimers.id, timersSchema, none);

/** The record to write: none where every timer is as at a new table. */
export const timersKept = (t: Timers): Timers | null => (t.waitStartedAt === null && t.timeOuts.length === 0 && t.clockStops.length === 0 ? null : t);

export const timersOutOfTables = withOldColumns(
  'round_tables',
  { wait_started_at: 'TEXT', time_outs: "TEXT NOT NULL DEFAULT '[]'", clock_stops: "TEXT NOT NULL DEFAULT '[]'" },
  tableColumnsToRecords(
    tableTimers.id,
    ['wait_started_at', 'time_outs', 'clock_stops'],
    "json_object('waitStartedAt', wait_started_at, 'timeOuts', json(time_outs), 'clockStops', json(clock_stops))",
    "wait_started_at IS NOT NULL OR time_outs != '[]' OR clock_stops != '[]'",
  ),
);

export const timersShown: TableRulings['shown'] = (table) => timersAt.of(table);

/** Each table whose clock is stopped for a ruling follows the round's pause and resume
 * (shared/features/table-timers/model.ts). */
export const timersFollowClock: TableRulings['followClock'] = (store, tables, action, at) => {
  const change = action === 'pause' ? holdStopsAtPause : resumeHeldStops;
  const held: number[] = [];
  for (const table of tables) {
    const timers = timersAt.of(table);
    const after = change(timers.clockStops, at);
    if (after === timers.clockStops) continue;
    if (timersAt.set(store, table.id, table.version, { ...timers, clockStops: [...after] })) held.push(table.number);
  }
  return held;
};

/** A file's table: each time-out taken by a player of the table. */
export const timersFile: FeatureTableFile = {
  problems(table, at) {
    table.timeOuts?.forEach((o, k) => {
      if (!table.seats.some((s) => s.entryId === o.entryId)) at(['timeOuts', k, 'entryId'], `Entry ${o.entryId} is not at table ${table.number}`, 'import_unknown_entry');
    });
  },
  record: (table, entryId) =>
    timersKept({ waitStartedAt: table.waitStartedAt ?? null, timeOuts: (table.timeOuts ?? []).map((o) => ({ ...o, entryId: entryId(o.entryId) })), clockStops: table.clockStops ?? [] }),
};
