// runtime: dom. A table's entered result at the results desk: its games, what the features the
// division uses show with it, and the way to correct it (in a feature's words where one locks it).
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { FeatureResultShown, useCorrectionLock } from '../features/Slots';
import { ResultSummary } from './ResultSummary';

export function EnteredResult({ table, onCorrect, onClose }: { table: RoundTable; onCorrect(): void; onClose(): void }) {
  const { t } = useTranslation();
  const lock = useCorrectionLock(table);
  return (
    <>
      <p className="badge badge-in">{t('results.entered')}</p>
      <ResultSummary table={table} games={table.result?.games ?? []} label={t('results.entered')} />
      <FeatureResultShown table={table} />
      <div className="actions">
        <button type="button" autoFocus onClick={onCorrect}>
          {lock ? lock.open : t('results.correct')}
        </button>
        <button type="button" onClick={onClose}>
          {t('results.close')}
        </button>
      </div>
    </>
  );
}
