// runtime: dom. The desk: choose or create an event, then its tabs — registration, rounds,
// results, standings.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProjector } from '../api/client';
import { useQuery } from '../api/use-query';
import { ViewBoundary } from '../components/ViewBoundary';
import { ResultsPage } from '../results/ResultsPage';
import { deskTabs, type DeskTab } from '../router';
import { RoundsPage } from '../rounds/RoundsPage';
import { StandingsPage } from '../standings/StandingsPage';
import { CheckedInCount } from './CheckedInCount';
import { CreateEventForm } from './CreateEventForm';
import { RegistrationTab } from './RegistrationTab';

const rememberKey = 'arbiter.desk.event';

export function DeskPage({ tab }: { tab: DeskTab }) {
  const { t } = useTranslation();
  const events = useQuery('event.list', {}, (c) => c.entity === 'event');
  const [eventId, setEventId] = useState<number | null>(() => Number(sessionStorage.getItem(rememberKey)) || null);
  const [creating, setCreating] = useState(false);
  const list = events.data ?? [];

  useEffect(() => {
    if (list.length > 0 && !list.some((e) => e.id === eventId)) setEventId(list[0]!.id);
  }, [eventId, list]);
  useEffect(() => {
    if (eventId !== null) sessionStorage.setItem(rememberKey, String(eventId));
  }, [eventId]);

  const current = list.find((e) => e.id === eventId);
  const showCreate = creating || (!events.loading && list.length === 0);

  return (
    <div className="desk">
      <header className="topbar">
        <h1>{t('app.name')}</h1>
        {list.length > 0 && (
          <label className="event-picker" htmlFor="event-select">
            <span>{t('event.choose')}</span>
            <select id="event-select" value={eventId ?? ''} onChange={(e) => setEventId(Number(e.target.value))}>
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} — {e.date}
                </option>
              ))}
            </select>
          </label>
        )}
        {current && <CheckedInCount eventId={current.id} />}
        <span className="spacer" />
        {!showCreate && (
          <button type="button" onClick={() => setCreating(true)}>
            {t('event.new')}
          </button>
        )}
        {current && (
          <button type="button" onClick={() => openProjector(current.id)}>
            {t('event.openProjector')}
          </button>
        )}
      </header>
      {current && !showCreate && (
        <nav className="tabs" aria-label={t('nav.label')}>
          {deskTabs.map((id) => (
            <a key={id} href={`#/desk${id === 'registration' ? '' : `/${id}`}`} aria-current={id === tab ? 'page' : undefined}>
              {t(`nav.${id}`)}
            </a>
          ))}
        </nav>
      )}
      {showCreate ? (
        <main className="desk-main single">
          {list.length === 0 && <p className="empty">{t('event.none')}</p>}
          <CreateEventForm
            onCreated={(id) => {
              setEventId(id);
              setCreating(false);
            }}
            {...(list.length > 0 ? { onCancel: () => setCreating(false) } : {})}
          />
        </main>
      ) : (
        current && (
          <ViewBoundary key={`${current.id}-${tab}`}>
            <DeskTabContent tab={tab} eventId={current.id} />
          </ViewBoundary>
        )
      )}
    </div>
  );
}

function DeskTabContent({ tab, eventId }: { tab: DeskTab; eventId: number }) {
  if (tab === 'rounds') return <RoundsPage eventId={eventId} />;
  if (tab === 'results') return <ResultsPage eventId={eventId} />;
  if (tab === 'standings') return <StandingsPage eventId={eventId} />;
  return <RegistrationTab eventId={eventId} />;
}
