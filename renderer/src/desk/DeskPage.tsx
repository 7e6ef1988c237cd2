// runtime: dom. The desk: choose or create an event (and, when it has several, the division worked
// on), then its tabs — registration, rounds, results, standings — with the event's settings and
// divisions a button away.
import { useEffect, useMemo, useState } from 'react';
import { DivisionPicker } from '../divisions/DivisionPicker';
import { DivisionScope, scopeOf } from '../divisions/division-scope';
import { DivisionsPanel } from '../divisions/DivisionsPanel';
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import { getApi, openProjector } from '../api/client';
import { useQuery } from '../api/use-query';
import { ViewBoundary } from '../components/ViewBoundary';
import { ResultsPage } from '../results/ResultsPage';
import { deskTabs, type DeskTab } from '../router';
import { RoundsPage } from '../rounds/RoundsPage';
import { StandingsPage } from '../standings/StandingsPage';
import { CheckedInCount } from './CheckedInCount';
import { CreateEventForm } from './CreateEventForm';
import { ImportEventFile } from './ImportEventFile';
import { CheckEventFile } from './CheckEventFile';
import { CurrentEvent } from './CurrentEvent';
import { EventSettings } from './EventSettings';
import { LanguageSwitch } from './LanguageSwitch';
import { RegistrationTab } from './RegistrationTab';
import { useDeskRole } from '../venue/use-role';
import { VenuePanel } from '../venue/VenuePanel';
import type { OperationName } from '../../../shared/contract/operations';
import { formatDay } from '../i18n/format';
import './desk-event.css';

/** What a tab is for: a desk whose role may not do it does not see the tab. */
const tabWork: Record<DeskTab, OperationName> = { registration: 'player.register', rounds: 'round.pair', results: 'result.enter', standings: 'standings.get' };

const rememberKey = 'arbiter.desk.event';
/** An event as the Switch event list names it: the date tells apart two events of one name. */
const eventLabel = (e: TournamentEvent, language: string) => `${e.name} — ${formatDay(e.date, language)}`;
const rememberDivision = (eventId: number) => `arbiter.desk.division.${eventId}`;

export function DeskPage({ tab: asked }: { tab: DeskTab }) {
  const { t, i18n } = useTranslation();
  const { role, may } = useDeskRole();
  const tabs = deskTabs.filter((id) => may(tabWork[id]));
  const tab = tabs.includes(asked) ? asked : (tabs[0] ?? 'standings');
  const venueOn = useQuery('venue.access', may('venue.access') ? {} : null).data?.on === true;
  const [venueError, setVenueError] = useState<string | null>(null);
  const turnOnVenue = may('venue.access') && !venueOn ? getApi().turnOnVenue : undefined;
  // Rounds move the top bar's "Round 2 of 4"; check-ins do not concern the list (the settings
  // panel reads its own event for the suggested rounds), so a busy desk does not re-read it.
  const events = useQuery('event.list', {});
  const [eventId, setEventId] = useState<number | null>(() => Number(sessionStorage.getItem(rememberKey)) || null);
  const [created, setCreated] = useState<TournamentEvent | null>(null);
  const [panel, setPanel] = useState<'create' | 'settings' | 'divisions' | 'venue' | null>(null);
  const [divisionChoice, setDivisionChoice] = useState<{ eventId: number; divisionId: number } | null>(null);
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
  // The division chosen for this event (remembered per event), its first when none or gone.
  const chosenDivision =
    current && (divisionChoice?.eventId === current.id ? divisionChoice.divisionId : Number(sessionStorage.getItem(rememberDivision(current.id))) || undefined);
  const division = current?.divisions.find((d) => d.id === chosenDivision) ?? current?.divisions[0];
  const divisionId = division && division.position > 1 ? division.id : undefined;
  const chooseDivision = (id: number) => {
    if (!current) return;
    sessionStorage.setItem(rememberDivision(current.id), String(id));
    setDivisionChoice({ eventId: current.id, divisionId: id });
  };
  const scoped = useQuery('event.get', current ? { id: current.id, ...scopeOf(divisionId) } : null, current?.id).data;
  // A new event, created or imported, is the one the desk works on next.
  const open = (event: TournamentEvent) => {
    setCreated(event);
    setEventId(event.id);
    setPanel(null);
  };
  const showCreate = may('event.create') && (panel === 'create' || (!events.loading && list.length === 0));

  return (
    <div className="desk">
      <header className="topbar">
        <div className="topbar-event">
          <h1>{t('app.name')}</h1>
          {current && !showCreate && <CurrentEvent event={scoped?.id === current.id ? scoped : current} />}
          {current && <CheckedInCount eventId={current.id} places={current.places} />}
          {role && role !== 'head_judge' && <span className="badge role-badge">{t(`roles.${role}`)}</span>}
        </div>
        <div className="topbar-controls">
          {list.length > 0 && (
            <label className="event-picker event-switch" htmlFor="event-select">
              <span>{t('eventBar.switch')}</span>
              <select
                id="event-select"
                // The list is narrower than a long name: the whole of the chosen one on hover.
                title={current && eventLabel(current, i18n.language)}
                value={eventId ?? ''}
                onChange={(e) => {
                  setEventId(Number(e.target.value));
                  setPanel(null);
                }}
              >
                {list.map((e) => (
                  <option key={e.id} value={e.id}>
                    {eventLabel(e, i18n.language)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {current && !showCreate && may('event.update') && (
            <button type="button" aria-pressed={panel === 'settings'} onClick={() => setPanel(panel === 'settings' ? null : 'settings')}>
              {t('eventBar.settings')}
            </button>
          )}
          {turnOnVenue && (
            <button
              type="button"
              onClick={() =>
                void turnOnVenue().then(
                  () => setPanel('venue'),
                  (err: unknown) => setVenueError(err instanceof Error ? err.message : String(err)),
                )
              }
            >
              {t('venue.panel.turnOn')}
            </button>
          )}
          {venueError && (
            <span role="alert" className="notice notice-error">
              {t('venue.panel.turnOnFailed', { reason: venueError })}
            </span>
          )}
          {venueOn && (
            <button type="button" aria-pressed={panel === 'venue'} onClick={() => setPanel(panel === 'venue' ? null : 'venue')}>
              {t('venue.panel.button')}
            </button>
          )}
          {!showCreate && may('event.create') && (
            <button type="button" onClick={() => setPanel('create')}>
              {t('event.new')}
            </button>
          )}
          {current && (
            <button type="button" onClick={() => openProjector(current.id, divisionId)}>
              {t('event.openProjector')}
            </button>
          )}
          <LanguageSwitch />
        </div>
      </header>
      {current && !showCreate && (
        <nav className="tabs" aria-label={t('nav.label')}>
          {tabs.map((id) => (
            <a
              key={id}
              href={`#/desk${id === 'registration' ? '' : `/${id}`}`}
              aria-current={id === tab && panel === null ? 'page' : undefined}
              onClick={() => setPanel(null)}
            >
              {t(`nav.${id}`)}
            </a>
          ))}
          <span className="spacer" />
          {division && <DivisionPicker divisions={current.divisions} value={division.id} onChange={chooseDivision} />}
          {may('division.create') && (
            <button type="button" className="tabs-button" aria-pressed={panel === 'divisions'} onClick={() => setPanel(panel === 'divisions' ? null : 'divisions')}>
              {t('divisions.button')}
            </button>
          )}
        </nav>
      )}
      {role && tab !== asked && (
        // An address of a tab this desk's role may not use (a bookmark, a link): say why it shows another.
        <p className="notice notice-error desk-role-notice" role="alert">
          {t('venue.notThisTab', { role: t(`roles.${role}`), tab: t(`nav.${asked}`) })}
        </p>
      )}
      {panel === 'venue' ? (
        <main className="desk-main single">
          <VenuePanel onClose={() => setPanel(null)} />
        </main>
      ) : showCreate ? (
        <main className="desk-main single">
          {list.length === 0 && <p className="empty">{t('event.none')}</p>}
          <CreateEventForm onCreated={open} {...(list.length > 0 ? { onCancel: () => setPanel(null) } : {})} />
          <ImportEventFile onImported={open} />
          <CheckEventFile />
        </main>
      ) : panel === 'divisions' && current ? (
        <main className="desk-main single">
          <DivisionsPanel key={current.id} eventId={current.id} onClose={() => setPanel(null)} />
        </main>
      ) : panel === 'settings' && current ? (
        <main className="desk-main single">
          <EventSettings key={current.id} eventId={current.id} onClose={() => setPanel(null)} />
        </main>
      ) : (
        current && (
          <ViewBoundary key={`${current.id}-${divisionId ?? 0}-${tab}`}>
            <DivisionScope divisionId={divisionId}>
              <DeskTabContent tab={tab} event={current} />
            </DivisionScope>
          </ViewBoundary>
        )
      )}
    </div>
  );
}

function DeskTabContent({ tab, event }: { tab: DeskTab; event: TournamentEvent }) {
  if (tab === 'rounds') return <RoundsPage eventId={event.id} />;
  if (tab === 'results') return <ResultsPage eventId={event.id} />;
  if (tab === 'standings') return <StandingsPage eventId={event.id} />;
  return <RegistrationTab eventId={event.id} divisions={event.divisions} format={event.format} places={event.places} />;
}
