// runtime: dom. The clock filling the screen: round number, the remaining time ticking every
// second by the host's time, and the phase in words and color (warning, over, paused).
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/model/clock';
import { clockFace } from './clock-phase';
import { useHostNow } from '../api/host-clock';
import './display.css';

export function ClockView({ clock, round }: { clock: Clock; round: number }) {
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
        {t(`display.clock.phase.${face.phase}`, { minutes: clock.warningMinutes })}
      </div>
    </section>
  );
}
