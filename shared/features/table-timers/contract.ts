// runtime: pure. The table timers' contract: a table's own timers beside the round clock (the wait
// for a late player, Catan 1.19; a player's time-out, 1.20; a judge's clock stop for a rules
// question, Doomtrooper Time Limit). Its options say which of the three a ruleset has; its
// operations start and end them.
import { z } from 'zod';
import { allow, command } from '../../contract/operation';
import { tableSchema } from '../../model/round';
import { defineFeatureContract } from '../feature';
import { tableClockStopInput, tableTimeOutInput, tableWaitInput } from './model';

export const tableTimers = defineFeatureContract({
  id: 'table-timers',
  options: z.strictObject({
    /** Minutes a table waits for a player missing when the game starts (Catan 1.19); absent: no
     * wait timer. */
    waitMinutes: z.number().int().positive().optional(),
    /** A player's time-out during a game: at most `minutes`, `perGame` of them per player per game
     * (Catan 1.20: one of 5 minutes); absent: the desk records none. */
    timeOut: z.strictObject({ minutes: z.number().int().positive(), perGame: z.number().int().positive() }).optional(),
    /** A judge answering a rules question stops that table's clock, its end moving by the time
     * stopped (Doomtrooper, Time Limit); absent: only the round clock pauses. */
    clockStops: z.literal(true).optional(),
  }),
  operations: {
    'table.wait': allow(['results'], command(
      "Start the wait for a player missing when the game starts (the feature option `waitMinutes`, Catan 1.19), or stop it when they arrive; a start is refused while the wait runs. Windows count it down from `waitStartedAt` on the host's time. Audited. Returns the table.",
      tableWaitInput,
      tableSchema,
    )),
    'table.clockStop': allow(['results'], command(
      "Stop one table's clock while a judge answers a rules question, or run it again (the feature option `clockStops`, Doomtrooper): each stop is recorded with its start and end, and the table's end moves by the time stopped. Refused where the ruleset has no clock stops (field `tableId`, code `no_clock_stop`), a stop while stopped (reason `clock_stopped`), a restart while running (reason `clock_not_stopped`). Audited. Returns the table.",
      tableClockStopInput,
      tableSchema,
    )),
    'table.timeOut': allow(['results'], command(
      "Start a player's time-out in a game (the feature option `timeOut`, Catan 1.20), or end it when they come back. A start is refused (field `entryId`, code `time_out_taken`) once the player has taken the ruleset's time-outs in that game. Windows count it down from `startedAt`. Audited. Returns the table.",
      tableTimeOutInput,
      tableSchema,
    )),
  },
});

export type TableTimersOptions = z.output<typeof tableTimers.options>;
