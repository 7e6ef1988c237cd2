// runtime: dom. How an entered result's sheet was signed, in a sentence, and whether that locks it
// (Catan 1.14: a signed sheet, or the referee's decision on a refusal, is not changed).
import { useTranslation } from 'react-i18next';
import type { ResultShownProps } from '../feature';
import { useFeatureText } from '../text';
import { sheetOptions } from './options';
import { signedSheetTexts } from './texts';

export function SigningLine({ table, options }: ResultShownProps) {
  const { t } = useTranslation();
  const text = useFeatureText(signedSheetTexts);
  const sheet = sheetOptions(options);
  const s = table.signing;
  if (!s || !sheet) return null;
  const nameOf = (id: number) => table.seats.find((x) => x.entryId === id)?.name ?? `#${id}`;
  return (
    <div className="signing-line">
      <p>{s.by === 'players' ? text('sheet.signedByAll') : text('sheet.decidedByReferee', { names: s.refused.map(nameOf).join(t('results.listSeparator')), referee: s.referee })}</p>
      {sheet.lockWhenSigned && <p className="notice notice-warn">{text('sheet.locked')}</p>}
    </div>
  );
}
