// runtime: dom. The match a code opened: its entry form, or the result already entered with a
// way to correct it (a correction needs a reason).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { concernsEvent, useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import type { MatchRules } from './match-model';
import { MatchForm } from './MatchForm';
import { ResultSummary } from './ResultSummary';

interface Props {
  eventId: number;
  roundId: number;
  tableId: number;
  rules: MatchRules;
  names: Map<number, string>;
  onSaved(table: number, corrected: boolean): void;
  onClose(): void;
}

export function MatchPanel({ eventId, roundId, tableId, rules, names, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const round = useQuery('round.get', { roundId }, concernsEvent(eventId));
  const [correcting, setCorrecting] = useState(false);
  const table = round.data?.tables.find((tb) => tb.id === tableId);
  if (!round.data || !table) return <ErrorNotice error={round.error} />;
  const [a, b] = table.seats;

  return (
    <section className="panel match" aria-label={t('results.tableTitle', { table: table.number })}>
      <h2>
        {t('results.table', { round: round.data.number, table: table.number })}
        <span className="match-players">{t('results.versus', { a: a?.name ?? '', b: b?.name ?? '' })}</span>
      </h2>
      {table.result && !correcting ? (
        <>
          <p className="badge badge-in">{t('results.entered')}</p>
          <ResultSummary table={table} />
          <div className="actions">
            <button type="button" autoFocus onClick={() => setCorrecting(true)}>
              {t('results.correct')}
            </button>
            <button type="button" onClick={onClose}>
              {t('results.close')}
            </button>
          </div>
        </>
      ) : (
        <MatchForm key={String(correcting)} table={table} rules={rules} names={names} correcting={correcting} onSaved={onSaved} onCancel={onClose} />
      )}
    </section>
  );
}
