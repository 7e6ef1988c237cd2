// runtime: dom. How an entered result's sheet was signed, in a sentence, and whether that locks it
// (Catan 1.14: a signed sheet, or the referee's decision on a refusal, is not changed).
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import type { SheetRules } from './match-model';

export function SigningLine({ table, sheet }: { table: RoundTable; sheet: SheetRules }) {
  const { t } = useTranslation();
  const s = table.signing;
  if (!s) return null;
  const nameOf = (id: number) => table.seats.find((x) => x.entryId === id)?.name ?? `#${id}`;
  return (
    <div className="signing-line">
      <p>{s.by === 'players' ? t('results.sheet.signedByAll') : t('results.sheet.decidedByReferee', { names: s.refused.map(nameOf).join(t('results.listSeparator')), referee: s.referee })}</p>
      {sheet.lockWhenSigned && <p className="notice notice-warn">{t('results.sheet.locked')}</p>}
    </div>
  );
}
