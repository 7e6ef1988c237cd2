// runtime: dom. Every hand-made pairing, corrected result, drop, reinstatement and unpublished round,
// and the features' own audited changes (a referee's disqualification at a table), always in view
// on the rounds tab: manual changes are where mistakes and fraud hide, so they are never out of
// sight.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { formatMoment } from '../i18n/format';
import { actorName, auditReason, auditWhat } from './audit-text';
import type { RoundSummary } from './RoundList';
import { featureChangeOperations } from '../features/registry';

/** The core's; the features add their own (a referee's disqualification at a table). */
const coreOperations = ['round.pairManually', 'result.correct', 'entry.drop', 'entry.reinstate', 'round.unpublish'];

export function ManualChangesPanel({ eventId, names, rounds }: { eventId: number; names: Map<number, string>; rounds: RoundSummary[] }) {
  const { t, i18n } = useTranslation();
  const operations = useMemo(() => [...coreOperations, ...featureChangeOperations()], []);
  const audit = useQuery('audit.list', { eventId, operations });
  const roundNumbers = useMemo(() => new Map(rounds.map((r) => [r.id, r.number])), [rounds]);
  const rows = [...(audit.data ?? [])].reverse();

  return (
    <section className="panel manual-changes" aria-label={t('rounds.changes.title')}>
      <h2>{t('rounds.changes.title')}</h2>
      <p className="field-hint">{t('rounds.changes.explain')}</p>
      <ErrorNotice error={audit.error} />
      {rows.length === 0 ? (
        <p className="empty">{t('rounds.changes.none')}</p>
      ) : (
        <ol className="changes">
          {rows.map((row) => (
            <li key={row.id} data-operation={row.operation}>
              <div className="change-meta">
                <time dateTime={row.at}>{formatMoment(row.at, i18n.language)}</time>
                <span className="change-who">{actorName(t, row.actor)}</span>
              </div>
              <div className="change-what">{auditWhat(t, row, names, roundNumbers)}</div>
              {auditReason(row) && (
                <div className="change-why">
                  <span className="field-label">{t('rounds.changes.why')}:</span> {auditReason(row)}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
