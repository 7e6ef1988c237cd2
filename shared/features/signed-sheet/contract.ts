// runtime: pure. The signed result sheet's contract (Catan 1.14, 1.15, 1.21;
// docs/features/signed-sheet.md): a ruleset names it with what its sheet binds; its one operation
// is a referee's disqualification at a table before the sheet is signed. How a sheet was signed
// travels with the result (result.enter, result.correct: `signing`).
import { z } from 'zod';
import { allow, command } from '../../contract/operation';
import { entrySchema } from '../../model/entry';
import { signedSheetReportSchema, tableDisqualifyInput } from './model';
import { defineFeatureContract } from '../feature';

export const signedSheet = defineFeatureContract({
  id: 'signed-sheet',
  options: z.strictObject({
    /** A result entered from a sheet its players signed is locked: only the head judge fixes a
     * typing error, and no protest is accepted (1.14). */
    lockWhenSigned: z.boolean(),
    /** A player may refuse to sign, the referee then deciding the result: the desk asks who
     * refused and which referee decided, and the slip has a line for it (1.14). */
    refereeDecidesRefusal: z.boolean(),
    /** A referee may disqualify a player at a table during or right after the game, until the
     * sheet is signed, that is until its result is entered (1.15). */
    disqualifyAtTable: z.boolean(),
    /** A player who leaves the event after playing is disqualified (1.21): their drop records it. */
    leavingDisqualifies: z.boolean(),
  }),
  report: signedSheetReportSchema,
  operations: {
    'table.disqualify': allow(['results'], command(
      "A referee disqualifies a player at a table (the feature option `disqualifyAtTable`) with the rule, the reason and the referee's name: the entry drops after that round, marked disqualified. Refused once the table's result (its signed sheet) is entered. Returns the entry.",
      tableDisqualifyInput,
      entrySchema,
    )),
  },
});
