// runtime: dom. A signed sheet's lines at the foot of a result slip (its `slipFootLines`), above
// the referee's: that a signed result
// is locked, and a line for a refused signature beside one for the referee who decided (1.14).
import { useFeatureText } from '../text';
import type { SheetSlipLines } from './slip-lines';
import { signedSheetTexts } from './texts';
import './signed-sheet.css';

export function SlipLines({ part }: { part: unknown }) {
  const { refusalLine, lockedNote } = part as SheetSlipLines;
  const text = useFeatureText(signedSheetTexts);
  return (
    <>
      {lockedNote && <p className="slip-locked">{text('slip.locked')}</p>}
      {refusalLine && (
        <footer className="slip-refusal">
          <span className="slip-refusal-part">
            <span className="slip-sign-line" />
            <span className="slip-sign-label">{text('slip.refused')}</span>
          </span>
          <span className="slip-refusal-part">
            <span className="slip-sign-line" />
            <span className="slip-sign-label">{text('slip.refereeDecided')}</span>
          </span>
        </footer>
      )}
    </>
  );
}
