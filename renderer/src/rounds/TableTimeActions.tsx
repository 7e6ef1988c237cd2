// runtime: dom. A table's extra time: a ruling or a late start earns a table five more minutes;
// then the items the features the ruleset uses put there (its table timers, its figure repair
// clock). Each is an item of the table's line of actions under its players, so none of them takes
// width from the names.
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock-read';
import { readRoundClock } from './clock-reading';
import type { Round, RoundTable } from '../../../shared/model/round';
import { useCommand } from '../desk/use-command';
import { ErrorNotice } from '../components/ErrorNotice';
import { useHostNow } from '../api/host-clock';
import { FeatureTableActions } from '../features/Slots';
import { featureHeldMs } from '../features/registry';

export function TableTimeActions({ round, table }: { round: Round; table: RoundTable }) {
  const { t } = useTranslation();
  const now = useHostNow();
  // The extra minutes count from the table's own end, which what the features hold it by (a clock
  // stopped for a ruling) moves on.
  const reading = readRoundClock(round.clock, now, table.extraMinutes, featureHeldMs(table, now));
  const add = useCommand('table.addTime');
  return (
    <>
      {(table.extraMinutes > 0 || !table.result) && (
        <span className="table-extra">
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
        </span>
      )}
      <FeatureTableActions round={round} table={table} />
      <ErrorNotice error={add.error} />
    </>
  );
}
