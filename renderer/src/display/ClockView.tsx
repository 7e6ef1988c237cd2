// runtime: dom. The clock filling the screen: round number, the remaining time ticking every
// second by the host's time, and the phase in words and color (warning, over, paused); at time the
// ruleset's words for how the game ends, and what the features show under it (the tables' stopped
// clocks, waits and time-outs).
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/model/clock';
import { clockFace } from './clock-phase';
import { useHostNow } from '../api/host-clock';
import type { RoundTable } from '../../../shared/model/round';
import type { TournamentEvent } from '../../../shared/model/event';
import { FeatureUnderClock } from '../features/RoomSlots';
import './display.css';

/** What the clock screen reads of the division's format: the words at time, and its features
 * (what they show under the clock, where the ruleset uses them). */
export type ClockFormat = Pick<TournamentEvent['format'], 'atTime' | 'features'>;

export function ClockView({ clock, round, tables = [], format = {} }: { clock: Clock; round: number; tables?: readonly RoundTable[]; format?: ClockFormat }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const face = clockFace(clock, now);
  return (
    <section className={`dp-clock dp-phase-${face.phase}`} aria-label={t('display.views.clock')} data-phase={face.phase}>
      <div className="dp-clock-round">{t('display.round', { number: round })}</div>
      <div className="dp-clock-time" data-testid="clock-time" role="timer">
        {face.text}
      </div>
      <div className="dp-clock-state" data-testid="clock-state">
        {face.mark ? t('display.clock.mark', { count: face.mark }) : t(`display.clock.phase.${face.phase}`, { minutes: clock.warningMinutes })}
      </div>
      {face.phase === 'over' && format.atTime && (
        <div className="dp-clock-at-time" data-testid="clock-at-time">
          {t(`atTime.${format.atTime}`)}
        </div>
      )}
      <FeatureUnderClock clock={clock} tables={tables} features={format.features} />
    </section>
  );
}
