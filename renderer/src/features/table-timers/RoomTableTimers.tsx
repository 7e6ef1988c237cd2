// runtime: dom. A table's wait for a late player and its time-outs as the room reads them (Catan
// 1.19, 1.20): ticking on the host's time, and marked over once their minutes are up. Shown beside
// the table in the pairings and under the clock, so a player away knows how long they have (the
// feature's `room` slot, view.tsx).
import { formatClock } from '../../../../shared/model/clock-read';
import type { RoundTable } from '../../../../shared/model/round';
import { tableTimers } from '../../../../shared/features/table-timers/contract';
import { featureOptionsIn } from '../../../../shared/features/feature';
import { tableTimerReadings, type TableTimerReading } from '../../../../shared/features/table-timers/model';
import { useHostNow } from '../../api/host-clock';
import { useFeatureText } from '../text';
import { tableTimersTexts } from './texts';
import '../../display/display.css';

/** The division's features, as its event format carries them; the timers show where the ruleset
 * has them. */
type Features = Readonly<Record<string, unknown>> | undefined;

function useReadings(tables: readonly RoundTable[], features: Features): { table: number; reading: TableTimerReading }[] {
  const now = useHostNow();
  const rules = featureOptionsIn(features, tableTimers);
  const minutes = { wait: rules?.waitMinutes, timeOut: rules?.timeOut?.minutes };
  return tables.flatMap((table) => tableTimerReadings(table, minutes, now).map((reading) => ({ table: table.number, reading })));
}

function TimerLine({ reading, table }: { reading: TableTimerReading; table?: number }) {
  const t = useFeatureText(tableTimersTexts);
  const left = formatClock(reading.remainingMs);
  const where = table === undefined ? '' : t('roomTable', { number: table });
  const text =
    reading.kind === 'wait'
      ? t(reading.phase === 'over' ? 'roomWaitOver' : 'roomWaiting', { left })
      : t(reading.phase === 'over' ? 'roomAwayOver' : 'roomAway', { name: reading.name, left });
  return (
    <div className={`dp-table-timer dp-timer-${reading.phase}`} data-timer={reading.kind}>
      {where && <span className="dp-timer-table">{where}</span>}
      <span>{text}</span>
    </div>
  );
}

/** The timers of one table, under its seats. */
export function TableTimerLines({ table, features }: { table: RoundTable; features: Features }) {
  const readings = useReadings([table], features);
  return (
    <>
      {readings.map((r, i) => (
        <TimerLine key={i} reading={r.reading} />
      ))}
    </>
  );
}

/** Every table's timers, each named by its table, under the big clock. */
export function RoomTimerList({ tables, features }: { tables: readonly RoundTable[]; features: Features }) {
  const t = useFeatureText(tableTimersTexts);
  const readings = useReadings(tables, features);
  if (readings.length === 0) return null;
  return (
    <section className="dp-timer-list" aria-label={t('roomLabel')}>
      {readings.map((r, i) => (
        <TimerLine key={i} reading={r.reading} table={r.table} />
      ))}
    </section>
  );
}
