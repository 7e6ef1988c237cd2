// runtime: node. A table's clock stopped while a judge answers a rules question (Doomtrooper, Time
// Limit: a judge's interaction stops the clock, per table), and run again; each stop recorded with
// its start and end, claiming the table's version, audited with before/after.
import { CommandError } from '../../../shared/contract/errors';
import { clockRuns } from '../../../shared/model/clock-read';
import { tableTimers } from '../../../shared/features/table-timers/contract';
import { clockStopped, restartStops, type ClockStop } from '../../../shared/features/table-timers/model';
import { staleTable, tableChanged } from '../../core/services/rounds';
import type { FeatureHandler } from '../feature';
import { featureOptions } from '../options';
import { playedTable } from '../played-table';
import { timersAt, timersKept } from './record';

export const tableClockStopHandlers: { 'table.clockStop': FeatureHandler<(typeof tableTimers)['operations']['table.clockStop']> } = {
  'table.clockStop'(input, ctx) {
    const { table, ruleset } = playedTable(ctx, input.tableId);
    if (!featureOptions(ruleset, tableTimers)?.clockStops) {
      throw new CommandError('validation', 'This ruleset does not stop a table’s clock.', { fields: [{ path: 'tableId', message: 'No clock stops', code: 'no_clock_stop' }] });
    }
    const timers = timersAt.of(table);
    const before = timers.clockStops;
    const refuse = (why: string, reason: string) => new CommandError('conflict', `Table ${table.number}: ${why}.`, { reason, table: table.number, tableId: table.id });
    let after: ClockStop[];
    if (input.action === 'stop') {
      if (clockStopped(before)) throw refuse('the clock is already stopped', 'clock_stopped');
      // A stop moves the table's end by the time it lasts; with the round clock not yet started or
      // paused there is no running time to hold back, and the stop would add time nobody lost.
      if (!clockRuns(ctx.store.rounds.clock(table.roundId)!)) throw refuse('the round clock is not running', 'clock_stop_needs_running_clock');
      after = [...before, { startedAt: ctx.now, endedAt: null }];
    } else {
      if (!clockStopped(before)) throw refuse('the clock is not stopped', 'clock_not_stopped');
      after = restartStops(before, ctx.now);
    }
    if (!timersAt.set(ctx.store, table.id, input.version, timersKept({ ...timers, clockStops: after }))) throw staleTable(table);
    ctx.annotate({ table: table.number, before, after });
    return tableChanged(ctx, table.id);
  },
};
