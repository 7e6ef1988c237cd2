// runtime: dom. The event the desk is working on, named large in the top bar, so nobody registers
// players into another event by mistake: name, date, ruleset and how far the rounds have come.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';
import { formatDay } from '../i18n/format';
import { stageName } from '../rounds/round-name';

export function CurrentEvent({ event }: { event: TournamentEvent }) {
  const { t, i18n } = useTranslation();
  const date = formatDay(event.date, i18n.language);
  const { latestRound, finished, stage, stageRounds } = event.progress;
  // The current stage's round: a playoff counts its own, and names itself.
  const planned = stageRounds ?? stage.plannedRounds;
  const round = latestRound - stage.offset;
  const progress =
    planned === null || round < 1
      ? null
      : stage.position === 1
        ? round > planned
          ? t('eventBar.round', { round })
          : t('eventBar.roundOf', { round, planned })
        : round > planned
          ? t('eventBar.stageRound', { stage: stageName(t, stage.kind), round })
          : t('eventBar.stageRoundOf', { stage: stageName(t, stage.kind), round, planned });
  return (
    <section className="current-event">
      <h2 className="current-event-name" data-testid="current-event" title={event.name}>
        {event.name}
      </h2>
      <span className="current-event-meta">
        <span>{date} ·</span> <span>{t(`event.rulesets.${event.ruleset}`, { defaultValue: event.ruleset })}</span>
        {progress && <> <span>· {progress}</span></>}
        {finished && (
          <>
            {' '}
            <span>
              · <strong>{t('eventBar.finished')}</strong>
            </span>
          </>
        )}
      </span>
    </section>
  );
}
