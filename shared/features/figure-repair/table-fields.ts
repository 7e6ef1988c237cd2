// runtime: pure. What the figure repair clock adds to a table answer
// (shared/features/table-fields.ts).
import { z } from 'zod';

export const figureRepairTableFields = {
  /** When the desk last started the table's figure repair clock (Attacktix 4.4); null: never.
   * Always given by the app; absent in event files written before the repair clock. */
  repairStartedAt: z.string().nullable().optional(),
};
