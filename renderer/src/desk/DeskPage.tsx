// runtime: dom. The desk: choose or create an event, then its tabs — registration, rounds,
// results, standings — with the event's settings a button away.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import { openProjector } from '../api/client';
import { useQuery } from '../api/use-query';
import { ViewBoundary } from '../components/ViewBoundary';
import { ResultsPage } from '../results/ResultsPage';
import { deskTabs, type DeskTab } from '../router';
import { RoundsPage } from '../rounds/RoundsPage';
import { StandingsPage } from '../standings/StandingsPage';
import { CheckedInCount } from './CheckedInCount';
import { CreateEventForm } from './CreateEventForm';
import { ImportEventFile } from './ImportEventFile';
import { CurrentEvent } from './CurrentEvent';
import { EventSettings } from './EventSettings';
import { RegistrationTab } from './RegistrationTab';
import './desk-event.css';

const rememberKey = 'arbiter.desk.event';

export function DeskPage({ tab }: { tab: DeskTab }) {
  const { t } = useTranslation();
  // Rounds move the top bar's "Round 2 of 4"; check-ins do not concern the list (the settings
  // panel reads its own event for the suggested rounds), so a busy desk does not re-read it.
  const events = useQuery('event.list', {});
  const [eventId, setEventId] = useState<number | null>(() => Number(sessionStorage.getItem(rememberKey)) || null);
  const [created, setCreated] = useState<TournamentEvent | null>(null);
  const [panel, setPanel] = useState<'create' | 'settings' | null>(null);
  const loaded = events.data;
  // The event just created is chosen at once, even before the list has been read again with it:
  // falling back to the first event then would send the next registrations elsewhere.
  const list = useMemo(() => {
    const known = loaded ?? [];
    return created && !known.some((e) => e.id === created.id) ? [created, ...known] : known;
  }, [created, loaded]);

  useEffect(() => {
    if (list.length > 0 && !list.some((e) => e.id === eventId)) setEventId(list[0]!.id);
  }, [eventId, list]);
  useEffect(() => {
    if (eventId !== null) sessionStorage.setItem(rememberKey, String(eventId));
  }, [eventId]);

  const current = list.find((e) => e.id === eventId);
  // A new event, created or imported, is the one the desk works on next.
  const open = (event: TournamentEvent) => {
    setCreated(event);
    setEventId(event.id);
    setPanel(null);
  };
  const showCreate = panel === 'create' || (!events.loading && list.length === 0);

  return (
    <div className="desk">
      <header className="topbar">
        <h1>{t('app.name')}</h1>
        {current && !showCreate && <CurrentEvent event={current} />}
        {current && <CheckedInCount eventId={current.id} />}
        <span className="spacer" />
        {list.length > 0 && (
          <label className="event-picker" htmlFor="event-select">
            <span>{t('eventBar.switch')}</span>
            <select
              id="event-select"
              value={eventId ?? ''}
              onChange={(e) => {
                setEventId(Number(e.target.value));
                setPanel(null);
              }}
            >
              {list.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} — {e.date}
                </option>
              ))}
            </select>
          </label>
        )}
        {current && !showCreate && (
          <button type="button" aria-pressed={panel === 'settings'} onClick={() => setPanel(panel === 'settings' ? null : 'settings')}>
            {t('eventBar.settings')}
          </button>
        )}
        {!showCreate && (
          <button type="button" onClick={() => setPanel('create')}>
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
            <a
              key={id}
              href={`#/desk${id === 'registration' ? '' : `/${id}`}`}
              aria-current={id === tab && panel === null ? 'page' : undefined}
              onClick={() => setPanel(null)}
            >
              {t(`nav.${id}`)}
            </a>
          ))}
        </nav>
      )}
      {showCreate ? (
        <main className="desk-main single">
          {list.length === 0 && <p className="empty">{t('event.none')}</p>}
          <CreateEventForm onCreated={open} {...(list.length > 0 ? { onCancel: () => setPanel(null) } : {})} />
          <ImportEventFile onImported={open} />
        </main>
      ) : panel === 'settings' && current ? (
        <main className="desk-main single">
          <EventSettings key={current.id} eventId={current.id} onClose={() => setPanel(null)} />
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
