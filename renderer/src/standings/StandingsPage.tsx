// runtime: dom. Standings with every column explained, and a seated playoff's chart below them.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { standingsSince } from '../api/standings-delta';
import { useDivisionScope } from '../divisions/division-scope';
import { ErrorNotice } from '../components/ErrorNotice';
import { StandingsOutput } from '../export/StandingsOutput';
import { ChartTables } from '../seated-playoff/ChartTables';
import { standingsCaption } from './format';
import { StandingsLegend } from './StandingsLegend';
import { StandingsTable } from './StandingsTable';
import './standings.css';

export function StandingsPage({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const scope = useDivisionScope();
  // After a change the desk asks only the rows that changed since those it holds.
  const standings = useQuery('standings.get', { eventId, ...scope, since: '' }, undefined, standingsSince({ eventId, ...scope }));
  const entryList = useQuery('entry.list', { eventId });
  const chart = useQuery('seatedPlayoff.get', { eventId, ...scope });
  // At tables entered by places the record counts tables won by first place, not matches.
  const event = useQuery('event.get', { id: eventId, ...scope }, eventId).data;
  const byPlaces = event?.format.resultForm.entry === 'places';
  const forfeiture = event?.format.forfeiture ?? false;
  const entries = useMemo(() => new Map((entryList.data ?? []).map((e) => [e.id, e])), [entryList.data]);
  const [dropping, setDropping] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = standings.data;
  const caption = data && standingsCaption(data, t);

  return (
    <main className="desk-main standings-page">
      <section className="panel" aria-label={t('standings.title')}>
        <header className="standings-head">
          {data?.final ? <h2>{caption?.title}</h2> : <h2>{t('standings.title')}</h2>}
          {caption && !data?.final && <span className="through">{caption.title}</span>}
          <span className="spacer" />
          <StandingsOutput eventId={eventId} />
        </header>
        {caption?.note && <p className="standings-note">{caption.note}</p>}
        <ErrorNotice error={standings.error ?? entryList.error} />
        {done && (
          <div className="notice notice-ok" role="status">
            {done}
          </div>
        )}
        {data && data.rows.length === 0 && <p className="empty">{t('standings.empty')}</p>}
        {data && data.rows.length > 0 && (
          <StandingsTable
            standings={data}
            entries={entries}
            ruleset={event?.ruleset}
            byPlaces={byPlaces}
            forfeiture={forfeiture}
            dropping={dropping}
            onDrop={(id) => {
              setDone(null);
              setDropping(id);
            }}
            onDropped={(message) => {
              setDropping(null);
              setDone(message);
            }}
          />
        )}
        {data && <StandingsLegend primary={data.primary} columns={data.columns} ruleset={event?.ruleset} byPlaces={byPlaces} forfeiture={forfeiture} statuses={data.rows.map((r) => r.status)} playoff={data.playoff !== null} />}
      </section>
      {chart.data && (
        <section className="panel">
          <h2>{t('seatedChart.title')}</h2>
          <ChartTables chart={chart.data} />
        </section>
      )}
    </main>
  );
}
