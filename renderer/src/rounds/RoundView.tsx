// runtime: dom. One round as the judge works on it: a draft to check and publish, or a published
// round with its clock and results.
import { useTranslation } from 'react-i18next';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { useDivisionScope } from '../divisions/division-scope';
import { ManualPairingForm } from './ManualPairingForm';
import { PairingsTable } from './PairingsTable';
import { PrintPanel } from './PrintPanel';
import { RoundClock } from './RoundClock';
import { RoundNextStep } from './RoundNextStep';
import { RoundWarnings } from './RoundWarnings';
import { roundName } from './round-name';

interface Props {
  roundId: number;
  eventId: number;
  names: Map<number, string>;
  isLatest: boolean;
}

export function RoundView({ roundId, eventId, names, isLatest }: Props) {
  const { t } = useTranslation();
  const query = useQuery('round.get', { roundId }, eventId);
  const event = useQuery('event.get', { id: eventId, ...useDivisionScope() }, eventId);
  const round = query.data;
  if (!round) return <ErrorNotice error={query.error} />;
  const editable = round.status !== 'closed' && round.tables.every((tb) => !tb.result);

  return (
    <section className={`panel round round-${round.status}`} aria-label={roundName(t, round)}>
      <header className="round-head">
        <h2>{roundName(t, round)}</h2>
        <span className={`badge round-status round-status-${round.status}`}>{t(`rounds.status.${round.status}`)}</span>
        {round.status === 'published' && <RoundClock round={round} />}
      </header>
      {round.status === 'draft' && <p className="round-explain">{t('rounds.draftExplain')}</p>}
      <RoundWarnings warnings={round.warnings} names={names} />
      {isLatest && <RoundNextStep round={round} />}
      <PairingsTable round={round} names={names} repairMinutes={event.data?.format.repairMinutes} />
      {isLatest && editable && <ManualPairingForm round={round} names={names} />}
      {round.status !== 'draft' && <PrintPanel roundId={round.id} eventId={eventId} />}
    </section>
  );
}
