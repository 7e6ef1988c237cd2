// runtime: dom. A table's clock stopped while a judge answers a rules question (Doomtrooper, Time
// Limit) and restarted after: the button, and the table's own time left once it has stopped. A stop
// is offered only while the round clock runs (the core refuses it otherwise); a stop already on can
// always be ended. On a line of its own under the table's time, as the wait and time-out timers,
// so a table of four keeps its players' column wide.
import { useTranslation } from 'react-i18next';
import type { RoundTable } from '../../../shared/model/round';
import { clockStopped } from '../../../shared/model/table-timers';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from '../desk/use-command';

export function TableClockStop({ table, left, roundClockRuns }: { table: RoundTable; left: string; roundClockRuns: boolean }) {
  const { t } = useTranslation();
  const command = useCommand('table.clockStop');
  const stopped = clockStopped(table.clockStops);
  const action = stopped ? 'restart' : 'stop';
  const hasStops = stopped || (table.clockStops?.length ?? 0) > 0;
  if (!hasStops && !roundClockRuns) return null;
  return (
    <div className="table-timers">
      <div className="table-timer" data-timer="clock-stop">
        {hasStops && (
          <span className={stopped ? 'timer-running clock-paused' : 'timer-taken'} data-testid="table-own-clock">
            {t(stopped ? 'rounds.clockStop.stopped' : 'rounds.clockStop.own', { left })}
          </span>
        )}
        {(stopped || roundClockRuns) && (
          <button
            type="button"
            className="small"
            disabled={command.busy}
            aria-label={t(`rounds.clockStop.${action}Label`, { table: table.number })}
            onClick={() => void command.run({ tableId: table.id, version: table.version, action })}
          >
            {t(`rounds.clockStop.${action}`)}
          </button>
        )}
        <ErrorNotice error={command.error} />
      </div>
    </div>
  );
}
