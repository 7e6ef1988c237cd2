// runtime: dom. Before round 1: says who will be paired (the division's checked-in players), and at
// what size of table, warns of the players' lists that have problems or are missing, and pairs them.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { useDivisionScope } from '../divisions/division-scope';
import { useCommand } from '../desk/use-command';
import { useListWarnings } from '../lists/list-warnings';
import { RoundErrorNotice } from './RoundErrorNotice';
import { RoundWarnings } from './RoundWarnings';

export function PairFirstRound({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const scope = useDivisionScope();
  const event = useQuery('event.get', { id: eventId, ...scope }, eventId).data;
  const pair = useCommand('round.pair');
  const lists = useListWarnings(eventId);
  const count = event?.progress.checkedIn ?? 0;
  const seats = event?.format.seats ?? { min: 2, max: 2 };
  const size = seats.min === seats.max ? String(seats.min) : t('rounds.seatRange', { min: seats.min, max: seats.max });
  const explain = () => {
    if (count > 1 && event?.progress.stage.madeInAdvance) return t('schedule.pairFirst', { count });
    return count > 1 && seats.max > 2 ? t('rounds.pairFirstTables', { count, seats: size }) : t('rounds.pairFirstExplain', { count });
  };
  return (
    <section className="panel" aria-label={t('rounds.none')}>
      <h2>{t('rounds.none')}</h2>
      <p>{explain()}</p>
      {lists.length > 0 && <RoundWarnings warnings={[]} names={new Map()} lists={lists} />}
      <RoundErrorNotice error={pair.error} />
      <div className="actions">
        <button type="button" className="primary" disabled={pair.busy || count < Math.max(2, seats.min)} onClick={() => void pair.run({ eventId, ...scope, newest: null, tables: false })}>
          {t('rounds.pairFirst')}
        </button>
      </div>
    </section>
  );
}
