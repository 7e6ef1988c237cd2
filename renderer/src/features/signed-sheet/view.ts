// runtime: dom. The signed sheet's face (Catan 1.14, 1.15; docs/features/signed-sheet.md): a
// referee's disqualification under each played table, how the sheet was signed in its result
// form and beside its entered result, and the lock on a signed result's correction.
import type { FeatureView } from '../feature';
import { DisqualifyPanel } from './DisqualifyPanel';
import { isLocked } from './lock';
import { SignedResultFields } from './ResultFields';
import { SigningLine } from './SigningLine';
import { signedSheetReportNotes } from './report-notes';
import { signedSheetTexts, type SignedSheetKeys } from './texts';
import './signed-sheet.css';

export const signedSheetView: FeatureView<SignedSheetKeys> = {
  ...signedSheetTexts,
  tablePanel: DisqualifyPanel,
  resultFields: SignedResultFields,
  resultShown: SigningLine,
  correctionLocked: { locked: isLocked, open: 'sheet.fixTyping', reason: 'sheet.typingReason', save: 'sheet.saveFix' },
  reportTableNotes: signedSheetReportNotes,
};
