// runtime: dom. Every round of the event at a glance; choosing one shows it.
import { useTranslation } from 'react-i18next';
import type { RoundStage } from '../../../shared/model/round';
import { roundName } from './round-name';

export interface RoundSummary {
  id: number;
  number: number;
  stage: RoundStage;
  status: 'draft' | 'published' | 'closed';
  tables: number;
  missingResults: number;
}

export function RoundList({ rounds, shownId, onChoose }: { rounds: RoundSummary[]; shownId: number | undefined; onChoose(id: number): void }) {
  const { t } = useTranslation();
  return (
    <nav className="panel round-list" aria-label={t('rounds.list')}>
      <h2>{t('rounds.list')}</h2>
      <ul>
        {rounds.map((r) => (
          <li key={r.id}>
            <button type="button" aria-current={r.id === shownId ? 'true' : undefined} onClick={() => onChoose(r.id)}>
              <span className="round-list-name">{roundName(t, r)}</span>
              <span className={`badge round-status round-status-${r.status}`}>{t(`rounds.status.${r.status}`)}</span>
              <span className="round-list-meta">
                {r.status === 'draft' ? t('rounds.tablesOnly', { tables: r.tables }) : t('rounds.tablesMissing', { tables: r.tables, missing: r.missingResults })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
