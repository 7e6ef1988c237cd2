// runtime: dom. A table's extra time: a ruling or a late start earns a table five more minutes.
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock';
import { readRoundClock } from './clock-reading';
import type { Round, RoundTable } from '../../../shared/model/round';
import { useCommand } from '../desk/use-command';
import { ErrorNotice } from '../components/ErrorNotice';
import { useHostNow } from '../api/host-clock';

export function TableTimeCell({ round, table }: { round: Round; table: RoundTable }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const reading = readRoundClock(round.clock, now, table.extraMinutes);
  const add = useCommand('table.addTime');
  return (
    <td className="table-time">
      {table.extraMinutes > 0 && (
        <span className={`extra clock-${reading.phase}`}>{t('rounds.extra', { minutes: table.extraMinutes, left: formatClock(reading.remainingMs) })}</span>
      )}
      {!table.result && (
        <button
          type="button"
          className="small"
          disabled={add.busy}
          aria-label={t('rounds.addTimeLabel', { table: table.number })}
          onClick={() => void add.run({ tableId: table.id, version: table.version, minutes: 5 })}
        >
          {t('rounds.addTime')}
        </button>
      )}
      <ErrorNotice error={add.error} />
    </td>
  );
}
