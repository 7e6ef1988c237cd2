// runtime: dom. Before round 1 is published: the event's name, the checked-in count and the
// checked-in players by name in large type, a screenful at a time, refreshed by change events (no
// reload). The host hands out only the stretch on screen: with thousands checked in and twenty
// projectors, a check-in costs each projector one count and one screenful, not the whole list.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { displayTimings } from './display-params';
import { PagedColumns } from './PagedColumns';
import './display.css';

/** More names than any screen holds at this type size. */
const STRETCH = 200;

export function CheckedInView({ event }: { event: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { pageMs } = useMemo(() => displayTimings(), []);
  const counts = useQuery('player.counts', { eventId: event.id });
  const total = counts.data?.checkedIn ?? 0;
  const [offset, setOffset] = useState(0);
  const [shown, setShown] = useState(0);
  // Fewer players than before (a check-in undone): start over rather than show an empty stretch.
  const start = offset < total ? offset : 0;
  const players = useQuery('player.list', { eventId: event.id, only: 'checkedIn', offset: start, limit: STRETCH });

  useEffect(() => {
    if (shown === 0 || shown >= total) return;
    const id = setTimeout(() => setOffset(start + shown < total ? start + shown : 0), pageMs);
    return () => clearTimeout(id);
  }, [start, shown, total, pageMs]);

  const list = players.data ?? [];
  const items = list.map((p) => ({ key: String(p.id), node: <div className="dp-name dp-checked-in">{p.shownName ?? p.name}</div> }));
  const caption = shown > 0 && shown < total ? t('display.range', { from: start + 1, to: start + shown, total }) : '';
  return (
    <div className="dp-screen" data-ready={players.data && counts.data ? 'true' : undefined}>
      <header className="display-header">
        <h1>{event.name}</h1>
        <div className="display-count" data-testid="display-count">
          <span className="display-count-number">{total}</span> {t('display.checkedIn')}
        </div>
      </header>
      {list.length === 0 ? (
        <p className="display-empty">{t('display.waiting')}</p>
      ) : (
        <main className="dp-body">
          <PagedColumns items={items} minColumnVh={45} label={t('display.checkedIn')} pageMs={pageMs} window={{ caption, onShown: setShown }} />
        </main>
      )}
    </div>
  );
}
