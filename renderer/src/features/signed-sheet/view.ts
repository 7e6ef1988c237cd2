// runtime: dom. The signed sheet's face (Catan 1.14, 1.15; docs/features/signed-sheet.md): a
// referee's disqualification under each played table, how the sheet was signed in its result
// form and beside its entered result, the lock on a signed result's correction, and its lines at
// the foot of a result slip; in the Rounds tab's manual changes, a disqualification at a table and
// a typing error fixed by the head judge.
import type { FeatureView } from '../feature';
import { DisqualifyPanel } from './DisqualifyPanel';
import { isLocked } from './lock';
import { SignedResultFields } from './ResultFields';
import { SigningLine } from './SigningLine';
import { SlipLines } from './SlipLines';
import { sheetSlipLines, type SheetSlipLines } from './slip-lines';
import { signedSheetReportNotes } from './report-notes';
import { signedSheetTexts, type SignedSheetKeys } from './texts';
import './signed-sheet.css';
import { signedSheetCodes } from './codes';

export const signedSheetView: FeatureView<SignedSheetKeys> = {
  codes: signedSheetCodes,
  ...signedSheetTexts,
  tablePanel: DisqualifyPanel,
  resultFields: SignedResultFields,
  resultShown: SigningLine,
  correctionLocked: { locked: isLocked, open: 'sheet.fixTyping', reason: 'sheet.typingReason', save: 'sheet.saveFix' },
  reportTableNotes: signedSheetReportNotes,
  // A refused signature's lines make the slip too tall for four to a page.
  slipFootLines: { of: sheetSlipLines, Lines: SlipLines, halfPage: (part) => (part as SheetSlipLines).refusalLine },
  disqualificationText: (d, text) => (d.cause === 'at_table' ? text('report.disqualifiedAtTable', { table: d.table, rule: d.rule, referee: d.referee }) : null),
  manualChanges: {
    operations: {
      'table.disqualify': ({ input, detail }, text, name) => {
        const i = (input ?? {}) as Record<string, unknown>;
        const d = (detail ?? {}) as Record<string, unknown>;
        return text('changes.disqualify', { name: name(i.entryId), table: d.table ?? '?', round: d.round ?? '?', rule: i.rule ?? '', referee: i.referee ?? '' });
      },
    },
    correction: (detail, text, games) => (typeof detail.headJudge === 'string' ? text('changes.typingFix', { ...games, headJudge: detail.headJudge }) : null),
  },
};
