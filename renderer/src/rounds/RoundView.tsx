// runtime: dom. One round as the judge works on it: a draft to check and publish, or a published
// round with its clock and results; a stage never ended for time (Doomtrooper's playoff) has no
// clock, said so instead.
import { useTranslation } from 'react-i18next';
import { roundTables } from '../api/round-tables';
import { useQuery } from '../api/use-query';
import { ErrorNotice } from '../components/ErrorNotice';
import { useDivisionScope } from '../divisions/division-scope';
import { stageForm } from '../../../shared/model/stage-form';
import { ManualPairingForm } from './ManualPairingForm';
import { PairingsTable } from './PairingsTable';
import { PrintPanel } from './PrintPanel';
import { RoundClock } from './RoundClock';
import { RoundNextStep } from './RoundNextStep';
import { RoundWarnings } from './RoundWarnings';
import { useListWarnings } from '../lists/list-warnings';
import { roundName } from './round-name';
import { FeaturesInUse } from '../features/in-use';
import { FeatureRoundScope } from '../features/Slots';

interface Props {
  roundId: number;
  eventId: number;
  names: Map<number, string>;
  isLatest: boolean;
}

export function RoundView({ roundId, eventId, names, isLatest }: Props) {
  const { t } = useTranslation();
  const query = useQuery('round.get', { roundId }, eventId, roundTables(roundId));
  const event = useQuery('event.get', { id: eventId, ...useDivisionScope() }, eventId);
  const lists = useListWarnings(eventId);
  const round = query.data;
  if (!round) return <ErrorNotice error={query.error} />;
  const untimed = event.data ? stageForm(event.data.format.resultForm, round.stage?.position).untimed : false;
  const editable = round.status !== 'closed' && round.tables.every((tb) => !tb.result);

  return (
    <section className={`panel round round-${round.status}`} aria-label={roundName(t, round)}>
      <header className="round-head">
        <h2>{roundName(t, round)}</h2>
        <span className={`badge round-status round-status-${round.status}`}>{t(`rounds.status.${round.status}`)}</span>
        {round.status === 'published' &&
          (untimed ? <span className="badge round-untimed">{t('rounds.noTimeLimit')}</span> : <RoundClock round={round} atTime={event.data?.format.atTime} />)}
      </header>
      {round.status === 'draft' && <p className="round-explain">{t('rounds.draftExplain')}</p>}
      {/* The lists stand as they are now: the judge sees them before publishing and before pairing the next round. */}
      <RoundWarnings warnings={round.warnings} names={names} lists={isLatest && round.status !== 'closed' ? lists : []} />
      {isLatest && <RoundNextStep round={round} />}
      <FeaturesInUse features={event.data?.format.features} gamesPerMatch={event.data?.format.gamesPerMatch}>
        <FeatureRoundScope eventId={eventId} round={round}>
          <PairingsTable round={round} names={names} untimed={untimed} />
        </FeatureRoundScope>
      </FeaturesInUse>
      {isLatest && editable && <ManualPairingForm round={round} names={names} />}
      {round.status !== 'draft' && <PrintPanel roundId={round.id} eventId={eventId} />}
    </section>
  );
}
