// runtime: pure. What the table timers add to a table answer (shared/features/table-fields.ts).
import { z } from 'zod';
import { clockStopSchema, timeOutSchema } from './model';

export const tableTimersTableFields = {
  /** When the desk started waiting for a late player (Catan 1.19); null: no wait. Always given by
   * the app; absent in event files written before the wait timer. */
  waitStartedAt: z.string().nullable().optional(),
  /** Time-outs taken at the table in the order started (Catan 1.20). Always given by the app;
   * absent in event files written before time-outs. */
  timeOuts: z.array(timeOutSchema).optional(),
  /** The table's clock stops for rules questions in the order made (format `clockStops`); its end
   * moves by the time stopped. Always given by the app; absent in event files written before. */
  clockStops: z.array(clockStopSchema).optional(),
};
