// runtime: pure. The signed sheet's inputs (docs/features/signed-sheet.md): a referee's
// disqualification at a table.
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';

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
