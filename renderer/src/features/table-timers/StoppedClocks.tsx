// runtime: dom. The clocks of tables stopped for a rules question (Doomtrooper, Time Limit) under
// the big clock: each such table's own time left, standing still until the judge restarts it (the
// feature's `room` slot, view.tsx).
import type { Clock } from '../../../../shared/model/clock';
import { formatClock, readClock } from '../../../../shared/model/clock-read';
import type { RoundTable } from '../../../../shared/model/round';
import { tableTimers } from '../../../../shared/features/table-timers/contract';
import { featureOptionsIn } from '../../../../shared/features/feature';
import { clockStopped, stoppedMs } from '../../../../shared/features/table-timers/model';
import { useHostNow } from '../../api/host-clock';
import { useFeatureText } from '../text';
import { tableTimersTexts } from './texts';
import '../../display/display.css';

/** Nothing where the division's ruleset does not stop a table's clock (its `features`). */
export function StoppedClocks({ clock, tables, features }: { clock: Clock; tables: readonly RoundTable[]; features: Readonly<Record<string, unknown>> | undefined }) {
  const t = useFeatureText(tableTimersTexts);
  const now = useHostNow();
  if (!featureOptionsIn(features, tableTimers)?.clockStops) return null;
  const stopped = tables.filter((tb) => !tb.bye && clockStopped(tb.clockStops));
  if (stopped.length === 0) return null;
  return (
    <section className="dp-timer-list" aria-label={t('roomStoppedLabel')}>
      {stopped.map((tb) => (
        <div key={tb.id} className="dp-table-timer dp-timer-running" data-timer="stopped">
          <span className="dp-timer-table">{t('roomTable', { number: tb.number })}</span>
          <span>{t('roomStopped', { left: formatClock(readClock(clock, now, tb.extraMinutes, stoppedMs(tb.clockStops, now)).remainingMs) })}</span>
        </div>
      ))}
    </section>
  );
}
