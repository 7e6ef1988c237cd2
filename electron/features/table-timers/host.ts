// runtime: node. The table timers as the host runs them: the wait for a late player and time-outs
// (timers.ts, Catan 1.19, 1.20) and a table's clock stopped for a rules question (clock-stop.ts,
// Doomtrooper Time Limit), each refused where the ruleset's options do not have it. What they start
// is the feature's record at the table (record.ts), which the table answer shows and the round
// clock's pause and resume hold.
import { tableTimers } from '../../../shared/features/table-timers/contract';
import { defineFeatureHost } from '../feature';
import { tableClockStopHandlers } from './clock-stop';
import { tableTimerHandlers } from './timers';
import { timersFile, timersFollowClock, timersOutOfTables, timersShown } from './record';

export const tableTimersHost = defineFeatureHost({
  contract: tableTimers,
  handlers: { ...tableTimerHandlers, ...tableClockStopHandlers },
  table: { shown: timersShown, followClock: timersFollowClock },
  tableFile: timersFile,
  migrations: [timersOutOfTables],
});
