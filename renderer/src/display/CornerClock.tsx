// runtime: dom. The small clock in a corner of the pairing and standings views, once the round's
// clock has started: the room always knows how long is left.
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/model/clock';
import { clockFace } from './clock-phase';
import { useHostNow } from '../api/host-clock';
import './display.css';

export function CornerClock({ clock }: { clock: Clock }) {
  const { t } = useTranslation();
  const now = useHostNow();
  if (!clock.startedAt) return null;
  const face = clockFace(clock, now);
  return (
    <div className={`dp-corner-clock dp-phase-${face.phase}`} data-testid="corner-clock" data-phase={face.phase}>
      {face.phase === 'paused' && <span className="dp-corner-state">{t('display.clock.phase.paused')}</span>}
      <span className="dp-corner-time">{face.text}</span>
    </div>
  );
}
