// runtime: dom. Every round of the event at a glance; choosing one shows it.
import { useTranslation } from 'react-i18next';

export interface RoundSummary {
  id: number;
  number: number;
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
              <span className="round-list-name">{t('rounds.listItem', { number: r.number })}</span>
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
