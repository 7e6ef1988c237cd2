// runtime: pure. What the penalties add to a table answer (shared/features/table-fields.ts).
import { z } from 'zod';
import { penaltyViewSchema } from './model';

export const penaltiesTableFields = {
  /** Penalties given at the table in the order recorded, each with the penalty the escalation
   * made of it. Always given by the app; absent in event files written before penalties. */
  penalties: z.array(penaltyViewSchema).optional(),
};
