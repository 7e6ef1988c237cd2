// runtime: dom. The round clock with its controls; the warning and over phases stand out, and at
// time the ruleset's words for how the game ends (Catan 1.17).
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock-read';
import { readRoundClock } from './clock-reading';
import type { AtTime } from '../../../shared/model/event';
import type { Round } from '../../../shared/model/round';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from '../desk/use-command';
import { useHostNow } from '../api/host-clock';

export function RoundClock({ round, atTime }: { round: Round; atTime?: AtTime | undefined }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const clock = useCommand('round.clock');
  const reading = readRoundClock(round.clock, now);
  const action = reading.phase === 'not_started' ? 'start' : reading.phase === 'paused' ? 'resume' : 'pause';

  return (
    <div className={`round-clock clock-${reading.phase}`} role="timer" aria-label={t('rounds.clock.label')}>
      <span className="clock-time" data-testid="round-clock">
        {formatClock(reading.remainingMs)}
      </span>
      <span className="clock-phase" data-testid="round-clock-phase">
        {reading.mark ? t('rounds.clock.mark', { count: reading.mark }) : t(`rounds.clock.${reading.phase}`)}
      </span>
      <button type="button" className={action === 'start' ? 'primary' : undefined} disabled={clock.busy} onClick={() => void clock.run({ roundId: round.id, version: round.version, action })}>
        {t(`rounds.clock.${action}`)}
      </button>
      <ErrorNotice error={clock.error} />
      {reading.phase === 'over' && atTime && (
        <p className="at-time" role="status">
          {t(`atTime.${atTime}`)}
        </p>
      )}
    </div>
  );
}
