// runtime: pure. A referee's disqualification at a table (Catan 1.15) as the entry's drop record
// keeps it: the rule, the table of that round and the referee (shared/features/entry-fields.ts).
import { z } from 'zod';

export const atTableDisqualificationSchema = z.strictObject({ cause: z.literal('at_table'), rule: z.string().max(40), table: z.number().int().positive(), referee: z.string().max(100) });
