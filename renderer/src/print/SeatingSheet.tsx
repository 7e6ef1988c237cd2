// runtime: dom. The schedule made in advance on paper: the seating list of one round (a row per
// table, its players in starting order; every round, a page each, when none is named), or "find
// your seat": every player by name with their table and position in each round.
import { useTranslation } from 'react-i18next';
import type { ScheduleView } from '../../../shared/model/schedule';
import { scopeOf } from '../divisions/division-scope';
import { eventTitle } from '../divisions/event-title';
import { ScheduleRoundTable } from '../schedule/ScheduleRoundTable';
import { FindSeatTable } from '../schedule/FindSeatTable';
import type { PrintOptions } from './params';
import { SheetFrame } from './SheetFrame';
import { combined, useSnapshot } from './use-snapshot';
import './seating.css';

export function SeatingSheet(props: { eventId: number; round: number | undefined; options: PrintOptions }) {
  const { t } = useTranslation();
  const scope = scopeOf(props.options.divisionId);
  const event = useSnapshot('event.get', { id: props.eventId, ...scope });
  const schedule = useSnapshot('schedule.get', { eventId: props.eventId, ...scope });
  const { paper, autoprint, by } = props.options;
  const view = schedule.state === 'done' ? schedule.value : null;
  const title = event.state === 'done' ? eventTitle(event.value) : '';
  const rounds = view ? view.rounds.filter((r) => props.round === undefined || r.round === props.round) : [];
  return (
    <SheetFrame paper={paper} status={combined(event, schedule)} autoprint={autoprint} className="list-sheet seating-sheet">
      {event.state === 'done' && !view && (
        <>
          <h1 className="list-title">{title}</h1>
          <p className="list-subtitle">{t('print.seating.none')}</p>
        </>
      )}
      {view && by === 'name' && <FindYourSeat view={view} title={title} />}
      {view &&
        by === 'table' &&
        rounds.map((r) => (
          <section key={r.round} className="seating-round">
            <h1 className="list-title">
              {title} · {t('print.seating.title', { round: t('schedule.round', { number: r.round + view.offset }) })}
            </h1>
            <p className="list-subtitle">{t('print.seating.legend')}</p>
            <ScheduleRoundTable round={r} offset={view.offset} className="list-table seat-columns" />
          </section>
        ))}
    </SheetFrame>
  );
}

function FindYourSeat({ view, title }: { view: ScheduleView; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="list-title">
        {title} · {t('print.seating.findTitle')}
      </h1>
      <p className="list-subtitle">{t('print.seating.findLegend')}</p>
      <FindSeatTable view={view} className="list-table" />
    </>
  );
}
