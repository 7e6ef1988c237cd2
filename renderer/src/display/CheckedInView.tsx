// runtime: dom. Before round 1 is published: the event's name, the checked-in count and the
// checked-in players in large type, refreshed by change events (no reload).
import { useTranslation } from 'react-i18next';
import { concernsEvent, useQuery } from '../api/use-query';

export function CheckedInView({ event }: { event: { id: number; name: string } }) {
  const { t } = useTranslation();
  const players = useQuery('player.list', { eventId: event.id, checkedInOnly: true }, concernsEvent(event.id));
  const list = players.data ?? [];
  return (
    <div className="display" data-ready={players.data ? 'true' : undefined}>
      <header className="display-header">
        <h1>{event.name}</h1>
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
