// runtime: pure. What the signed sheet adds to a table answer and to a result as the desk enters
// or corrects it (shared/features/table-fields.ts).
import { nameSchema } from '../../model/common';
import { signingSchema } from './model';

export const signedSheetTableFields = {
  /** How the result sheet was signed, where the ruleset asks (event format
   * `features['signed-sheet']`); null otherwise and before a result. Always given by the app;
   * absent in files written before. */
  signing: signingSchema.nullable().optional(),
};

export const signedSheetResultFields = {
  /** Required where the ruleset has a result sheet (event format `features['signed-sheet']`), refused elsewhere. */
  signing: signingSchema.optional(),
};

export const signedSheetCorrectionFields = {
  /** Where the ruleset locks a signed sheet: the head judge who confirms the stored result differs
   * from what the players signed (a typing error at the desk). Without it the correction is
   * refused. The signing stays as stored unless `signing` is given. */
  headJudge: nameSchema(100).optional(),
};
