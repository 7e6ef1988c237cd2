// runtime: dom. What follows the newest round, given the rounds the stage has (fixed by a bracket,
// or planned by the organizer): the usual actions; for the last round, closing it; once it is
// closed, the final standings instead of another round (one more planned round only by raising
// the plan in the event settings, which the core enforces too).
import { useTranslation } from 'react-i18next';
import type { Round } from '../../../shared/model/round';
import { useQuery } from '../api/use-query';
import { useCommand } from '../desk/use-command';
import { RoundActions } from './RoundActions';
import { RoundErrorNotice } from './RoundErrorNotice';

export function RoundNextStep({ round }: { round: Round }) {
  const { t } = useTranslation();
  const event = useQuery('event.get', { id: round.eventId }, round.eventId).data;
  const close = useCommand('round.close');
  if (!event) return null;
  const { checkedIn, suggestedRounds, stageRounds } = event.progress;
  const planned = stageRounds ?? event.plannedRounds;
  const isLast = planned !== null && round.number >= planned && round.status !== 'draft';

  const plan =
    stageRounds !== null
      ? t('eventEnd.ofStage', { round: round.number, rounds: stageRounds })
      : planned !== null
        ? t('eventEnd.plan', { round: round.number, planned })
        : suggestedRounds === null
          ? t('eventEnd.noPlan')
          : t('eventEnd.noPlanSuggested', { suggested: suggestedRounds, players: checkedIn });

  if (!isLast) {
    return (
      <>
        <p className="round-plan">{plan}</p>
        <RoundActions round={round} />
      </>
    );
  }
  if (round.status === 'published') {
    return (
      <div className="round-actions">
        <p className="round-plan">{t(stageRounds !== null ? 'eventEnd.lastOfStage' : 'eventEnd.lastRound', { round: round.number })}</p>
        <RoundErrorNotice error={close.error} />
        <div className="actions">
          <button type="button" className="primary" disabled={close.busy} onClick={() => void close.run({ roundId: round.id, version: round.version })}>
            {t('eventEnd.closeLast')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="event-finished" role="status">
      <h3>{t('eventEnd.finishedTitle')}</h3>
      <p>{t(stageRounds !== null ? 'eventEnd.finishedStage' : 'eventEnd.finishedBody', { round: round.number })}</p>
      <p>
        <a className="button-link primary" href="#/desk/standings">
          {t('eventEnd.showStandings')}
        </a>
      </p>
      {stageRounds === null && <p className="field-hint">{t('eventEnd.oneMore')}</p>}
    </div>
  );
}
