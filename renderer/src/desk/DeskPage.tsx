// runtime: dom. The registration desk: choose or create an event, register, find and check in.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openProjector } from '../api/client';
import { useQuery } from '../api/use-query';
import { CheckedInCount } from './CheckedInCount';
import { CheckInPanel } from './CheckInPanel';
import { CreateEventForm } from './CreateEventForm';
import { RegisterPlayerForm } from './RegisterPlayerForm';

const rememberKey = 'arbiter.desk.event';

export function DeskPage() {
  const { t } = useTranslation();
  const events = useQuery('event.list', {}, (c) => c.entity === 'event');
  const [eventId, setEventId] = useState<number | null>(() => Number(sessionStorage.getItem(rememberKey)) || null);
  const [creating, setCreating] = useState(false);
  const list = events.data ?? [];

  useEffect(() => {
    if (eventId === null && list.length > 0) setEventId(list[0]!.id);
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
          <main className="desk-main">
            <CheckInPanel key={`c${current.id}`} eventId={current.id} />
            <RegisterPlayerForm key={`r${current.id}`} eventId={current.id} />
          </main>
        )
      )}
    </div>
  );
}
