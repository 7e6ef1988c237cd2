// runtime: dom. What follows the newest round, given the rounds its stage has (fixed by a bracket,
// or planned by the organizer): the usual actions; for the stage's last round, closing it and the
// stage that comes next, named as the event's game names it; once it is closed, that stage to
// pair, or the final standings when none follows (one more planned round only by raising the plan
// in the event settings, which the core enforces too).
import { useTranslation } from 'react-i18next';
import { scopeOf } from '../divisions/division-scope';
import type { Round } from '../../../shared/model/round';
import { useQuery } from '../api/use-query';
import { useCommand } from '../desk/use-command';
import { RoundActions } from './RoundActions';
import { RoundErrorNotice } from './RoundErrorNotice';
import { stageName } from './round-name';

export function RoundNextStep({ round }: { round: Round }) {
  const { t } = useTranslation();
  const event = useQuery('event.get', { id: round.eventId, ...scopeOf(round.divisionId) }, round.eventId).data;
  const close = useCommand('round.close');
  if (!event) return null;
  const { checkedIn, suggestedRounds, stageRounds, stage } = event.progress;
  const local = round.number - stage.offset;
  const planned = stageRounds ?? stage.plannedRounds;
  const next = event.progress.nextStage && { ...event.progress.nextStage, name: stageName(t, event.progress.nextStage.kind, event.ruleset) };

  if (round.status === 'closed' && stage.over && next) {
    return (
      <>
        <p className="round-plan stage-next" role="status" data-testid="round-next">
          {t('eventEnd.stageOver', { round: round.number })}{' '}
          {next.cut === null
            ? t(next.carriesEarlierRounds ? 'eventEnd.nextStageCarried' : 'eventEnd.nextStage', { stage: next.name })
            : t('eventEnd.nextCut', { stage: next.name, cut: next.cut, count: next.rounds ?? 0 })}
        </p>
        <RoundActions round={round} />
      </>
    );
  }
  if (round.status === 'closed' && stage.over) {
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
  if (round.status === 'published' && planned !== null && local >= planned) {
    const last = stageRounds !== null ? 'eventEnd.lastOfStage' : 'eventEnd.lastRound';
    return (
      <div className="round-actions">
        <p className="round-plan" data-testid="round-next">
          {local > planned && <>{t('eventEnd.beyondStage', { round: local, rounds: planned })} </>}
          {next
            ? t('eventEnd.lastBeforeNext', { round: round.number, next: next.cut === null ? next.name : t('eventEnd.nextCutName', { cut: next.cut, stage: next.name }) })
            : t(last, { round: round.number })}
        </p>
        <RoundErrorNotice error={close.error} />
        <div className="actions">
          <button type="button" className="primary" disabled={close.busy} onClick={() => void close.run({ roundId: round.id, version: round.version })}>
            {t(next ? 'eventEnd.closeStage' : 'eventEnd.closeLast')}
          </button>
        </div>
      </div>
    );
  }
  const plan =
    stageRounds !== null && local > stageRounds
      ? t('eventEnd.beyondStage', { round: local, rounds: stageRounds })
      : stageRounds !== null
        ? t('eventEnd.ofStage', { round: local, rounds: stageRounds })
        : planned !== null
          ? t('eventEnd.plan', { round: local, planned })
          : suggestedRounds === null
            ? t('eventEnd.noPlan')
            : t('eventEnd.noPlanSuggested', { suggested: suggestedRounds, players: checkedIn });
  return (
    <>
      <p className="round-plan">{plan}</p>
      <RoundActions round={round} />
    </>
  );
}
