// runtime: pure. What a signed sheet adds to a result slip, from the division's features: a line
// for a refused signature and the referee who decided (1.14), and the note that a signed result
// is locked.
import { featureOptionsIn } from '../../../../shared/features/feature';
import { signedSheet } from '../../../../shared/features/signed-sheet/contract';

export interface SheetSlipLines {
  /** Where a refusal to sign is decided by the referee (Catan 1.14): a line for who refused and
   * one for the referee's name and signature. */
  refusalLine: boolean;
  /** Where a signed sheet is locked (1.14): the slip says so above the signatures. */
  lockedNote: boolean;
}

/** Its lines, where the division's features print any: none where neither is asked. */
export function sheetSlipLines(features: Readonly<Record<string, unknown>> | undefined): SheetSlipLines | null {
  const sheet = featureOptionsIn(features, signedSheet);
  const lines = { refusalLine: sheet?.refereeDecidesRefusal ?? false, lockedNote: sheet?.lockWhenSigned ?? false };
  return lines.refusalLine || lines.lockedNote ? lines : null;
}
