// runtime: dom. The projector: the event's name, the checked-in count and the checked-in players
// in large type, refreshed by change events (no reload).
import { useTranslation } from 'react-i18next';
import { concernsEvent, useQuery } from '../api/use-query';

export function DisplayPage({ eventId }: { eventId: number | null }) {
  const { t } = useTranslation();
  const events = useQuery('event.list', {}, (c) => c.entity === 'event');
  const event = eventId === null ? events.data?.[0] : events.data?.find((e) => e.id === eventId);
  const players = useQuery(
    'player.list',
    event ? { eventId: event.id, checkedInOnly: true } : null,
    concernsEvent(event?.id ?? null),
  );
  const list = players.data ?? [];

  if (!events.loading && !event) return <div className="display"><p className="display-empty">{t('display.noEvent')}</p></div>;
  return (
    <div className="display" data-ready={players.data ? 'true' : undefined}>
      <header className="display-header">
        <h1>{event?.name}</h1>
        <div className="display-count" data-testid="display-count">
          <span className="display-count-number">{list.length}</span> {t('display.checkedIn')}
        </div>
      </header>
      {list.length === 0 ? (
        <p className="display-empty">{t('display.waiting')}</p>
      ) : (
        <ul className={`display-list ${list.length > 60 ? 'dense' : ''}`} aria-label={t('display.checkedIn')}>
          {list.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
