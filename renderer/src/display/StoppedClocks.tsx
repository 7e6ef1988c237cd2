// runtime: dom. The clocks of tables stopped for a rules question (Doomtrooper, Time Limit) under
// the big clock: each such table's own time left, standing still until the judge restarts it.
import { useTranslation } from 'react-i18next';
import type { Clock } from '../../../shared/model/clock';
import { formatClock, readClock } from '../../../shared/model/clock-read';
import type { RoundTable } from '../../../shared/model/round';
import { clockStopped, stoppedMs } from '../../../shared/model/table-timers';
import { useHostNow } from '../api/host-clock';
import './display.css';

export function StoppedClocks({ clock, tables }: { clock: Clock; tables: readonly RoundTable[] }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const stopped = tables.filter((tb) => !tb.bye && clockStopped(tb.clockStops));
  if (stopped.length === 0) return null;
  return (
    <section className="dp-timer-list" aria-label={t('roomTimers.stoppedLabel')}>
      {stopped.map((tb) => (
        <div key={tb.id} className="dp-table-timer dp-timer-running" data-timer="stopped">
          <span className="dp-timer-table">{t('roomTimers.table', { number: tb.number })}</span>
          <span>{t('roomTimers.stopped', { left: formatClock(readClock(clock, now, tb.extraMinutes, stoppedMs(tb.clockStops, now)).remainingMs) })}</span>
        </div>
      ))}
    </section>
  );
}
