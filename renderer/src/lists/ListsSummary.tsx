// runtime: dom. The one line under the desk's player list that says how many players have not
// handed in their list and how many lists have problems ("11 of 12 players have no list").
import { useTranslation } from 'react-i18next';
import type { ListStatus } from '../../../shared/model/list-status';
import { listCounts } from './use-list-status';
import './lists.css';

export function ListsSummary({ statuses }: { statuses: readonly ListStatus[] }) {
  const { t } = useTranslation();
  const { total, missing, problems } = listCounts(statuses);
  if (total === 0) return null;
  const parts = [
    ...(missing.length > 0 ? [t('lists.summary.missing', { count: missing.length, total })] : []),
    ...(problems.length > 0 ? [t('lists.summary.problems', { count: problems.length })] : []),
  ];
  return (
    <p className={`lists-summary ${parts.length > 0 ? 'lists-summary-off' : 'lists-summary-ok'}`} data-testid="lists-summary">
      {parts.length > 0 ? parts.join(' · ') : t('lists.summary.allOk', { count: total })}
    </p>
  );
}
