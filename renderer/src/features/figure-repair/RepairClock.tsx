// runtime: dom. A table's figure repair clock (Attacktix 4.4.1): started by the desk, counted down
// on the host's time like the round clock, "ended" once its minutes are up; startable again then.
import { formatClock } from '../../../../shared/model/clock-read';
import { readRepair } from '../../../../shared/features/figure-repair/repair-clock';
import type { RoundTable } from '../../../../shared/model/round';
import { useHostNow } from '../../api/host-clock';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useCommand } from '../../desk/use-command';
import { useFeatureText } from '../text';
import { figureRepairTexts } from './catalog';

export function RepairClock({ table, minutes }: { table: RoundTable; minutes: number }) {
  const text = useFeatureText(figureRepairTexts);
  const now = useHostNow();
  const reading = readRepair(table.repairStartedAt ?? null, minutes, now);
  const start = useCommand('table.repair');
  return (
    <span className="repair-clock" data-repair={reading.phase}>
      {reading.phase === 'running' && (
        <span className="repair-running" role="timer">
          {text('running', { left: formatClock(reading.remainingMs) })}
        </span>
      )}
      {reading.phase === 'over' && <span className="repair-over">{text('over')}</span>}
      {reading.phase !== 'running' && (
        <button
          type="button"
          className="small"
          disabled={start.busy}
          aria-label={text('startLabel', { table: table.number, minutes })}
          onClick={() => void start.run({ tableId: table.id, version: table.version })}
        >
          {text('start', { minutes })}
        </button>
      )}
      <ErrorNotice error={start.error} />
    </span>
  );
}
