// runtime: dom. The event the desk is working on, named large in the top bar, so nobody registers
// players into another event by mistake: name, date, ruleset and how far the rounds have come.
import { useTranslation } from 'react-i18next';
import type { TournamentEvent } from '../../../shared/model/event';

export function CurrentEvent({ event }: { event: TournamentEvent }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${event.date}T00:00:00Z`));
  const { latestRound, finished } = event.progress;
  return (
    <section className="current-event">
      <h2 className="current-event-name" data-testid="current-event">
        {event.name}
      </h2>
      <span className="current-event-meta">
        {date} · {t(`event.rulesets.${event.ruleset}`, { defaultValue: event.ruleset })}
        {event.plannedRounds !== null && latestRound > 0 && <> · {t('eventBar.roundOf', { round: latestRound, planned: event.plannedRounds })}</>}
        {finished && <> · <strong>{t('eventBar.finished')}</strong></>}
      </span>
    </section>
  );
}
