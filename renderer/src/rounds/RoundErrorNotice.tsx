// runtime: dom. A round command's error; a refused pairing or close lists the tables still
// missing a result, since that is what the judge has to chase.
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/contract/errors';
import { ErrorNotice } from '../components/ErrorNotice';

export function RoundErrorNotice({ error }: { error: AppError | undefined }) {
  const { t } = useTranslation();
  const missing = error?.details?.missingTables;
  if (!error || !Array.isArray(missing)) return <ErrorNotice error={error} />;
  return (
    <div className="notice notice-error missing-tables" role="alert">
      <strong>{t('rounds.missingTables')}</strong>
      <ul aria-label={t('rounds.missingTables')}>
        {missing.map((n) => (
          <li key={String(n)}>{t('rounds.tableN', { table: n })}</li>
        ))}
      </ul>
      <span>{t('rounds.missingTablesHint')}</span>
    </div>
  );
}
