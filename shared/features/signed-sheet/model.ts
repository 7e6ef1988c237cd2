// runtime: pure. The signed sheet's model (docs/features/signed-sheet.md): how a table's result
// sheet was signed, and a referee's disqualification at a table.
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';

/** How the result sheet was signed, where the ruleset asks (Catan 1.14): by every player, or
 * refused by the players named, the referee then deciding the result (and named with it). */
export const signingSchema = z.discriminatedUnion('by', [
  z.strictObject({ by: z.literal('players') }),
  z.strictObject({ by: z.literal('referee'), refused: z.array(idSchema).min(1).max(6), referee: nameSchema(100) }),
]);
export type Signing = z.infer<typeof signingSchema>;

/** A referee disqualifies a player at a table (Catan 1.15), until its result is entered. */
export const tableDisqualifyInput = z.strictObject({
  tableId: idSchema,
  entryId: idSchema,
  /** The entry's version as the desk read it. */
  version: versionSchema,
  /** The rule broken, as the referee names it ("1.15"). */
  rule: nameSchema(40),
  reason: nameSchema(500),
  referee: nameSchema(100),
});

/** The signed sheet's part of the head judge's report: each table where players refused to sign
 * and the referee decided the result, in round and table order, with the names of who refused. */
export const signedSheetReportSchema = z.array(
  z.object({
    round: z.number().int().positive(),
    table: z.number().int().positive(),
    refused: z.array(z.string()),
    referee: z.string(),
  }),
);
export type SignedSheetReport = z.infer<typeof signedSheetReportSchema>;
