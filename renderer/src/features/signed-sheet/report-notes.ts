// runtime: dom. The signed sheet's words in the report's round grid: at a table whose players
// refused to sign, who refused and the referee who decided (its report part).
import type { SignedSheetReport } from '../../../../shared/features/signed-sheet/model';
import { featureText } from '../text';
import { signedSheetTexts } from './texts';

export function signedSheetReportNotes(part: unknown, round: number, table: number): string[] {
  const text = featureText(signedSheetTexts);
  return (part as SignedSheetReport)
    .filter((r) => r.round === round && r.table === table)
    .map((r) => text('report.refused', { names: r.refused.join(', '), referee: r.referee }));
}
