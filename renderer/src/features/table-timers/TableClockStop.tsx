// runtime: dom. A table's clock stopped while a judge answers a rules question (Doomtrooper, Time
// Limit) and restarted after: the button, and the table's own time left once it has stopped. A stop
// is offered only while the round clock runs (the core refuses it otherwise); a stop already on can
// always be ended. On a line of its own under the table's time, as the wait and time-out timers,
// so a table of four keeps its players' column wide.
import { clockRuns, formatClock } from '../../../../shared/model/clock-read';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { tableTimers } from '../../../../shared/features/table-timers/contract';
import { clockStopped, stoppedMs } from '../../../../shared/features/table-timers/model';
import { useHostNow } from '../../api/host-clock';
import { ErrorNotice } from '../../components/ErrorNotice';
import { readRoundClock } from '../../rounds/clock-reading';
import { useFeatureCommand } from '../calls';
import { useFeatureText } from '../text';
import { tableTimersTexts } from './texts';

export function TableClockStop({ round, table }: { round: Round; table: RoundTable }) {
  const t = useFeatureText(tableTimersTexts);
  const now = useHostNow();
  const command = useFeatureCommand(tableTimers, 'table.clockStop');
  // The table's own time left: the round's, with its extra minutes and the time it stood still.
  const left = formatClock(readRoundClock(round.clock, now, table.extraMinutes, stoppedMs(table.clockStops, now)).remainingMs);
  const roundClockRuns = clockRuns(round.clock);
  const stopped = clockStopped(table.clockStops);
  const action = stopped ? 'restart' : 'stop';
  const hasStops = stopped || (table.clockStops?.length ?? 0) > 0;
  if (!hasStops && !roundClockRuns) return null;
  return (
    <div className="table-timers">
      <div className="table-timer" data-timer="clock-stop">
        {hasStops && (
          <span className={stopped ? 'timer-running clock-paused' : 'timer-taken'} data-testid="table-own-clock">
            {t(stopped ? 'clockStopped' : 'clockOwn', { left })}
          </span>
        )}
        {(stopped || roundClockRuns) && (
          <button
            type="button"
            className="small"
            disabled={command.busy}
            aria-label={t(stopped ? 'clockRestartLabel' : 'clockStopLabel', { table: table.number })}
            onClick={() => void command.run({ tableId: table.id, version: table.version, action })}
          >
            {t(stopped ? 'clockRestart' : 'clockStop')}
          </button>
        )}
        <ErrorNotice error={command.error} />
      </div>
    </div>
  );
}
