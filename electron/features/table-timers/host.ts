// runtime: node. The table timers as the host runs them: the wait for a late player and time-outs
// (timers.ts, Catan 1.19, 1.20) and a table's clock stopped for a rules question (clock-stop.ts,
// Doomtrooper Time Limit), each refused where the ruleset's options do not have it. They keep what
// they start in the round's tables (round_tables: wait_started_at, time_outs, clock_stops), which
// the round's table answer carries.
import { tableTimers } from '../../../shared/features/table-timers/contract';
import { defineFeatureHost } from '../feature';
import { tableClockStopHandlers } from './clock-stop';
import { tableTimerHandlers } from './timers';

export const tableTimersHost = defineFeatureHost({
  contract: tableTimers,
  handlers: { ...tableTimerHandlers, ...tableClockStopHandlers },
});
