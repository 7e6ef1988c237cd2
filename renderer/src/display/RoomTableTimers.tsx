// runtime: dom. A table's wait for a late player and its time-outs as the room reads them (Catan
// 1.19, 1.20): ticking on the host's time, and marked over once their minutes are up. Shown beside
// the table in the pairings and under the clock, so a player away knows how long they have.
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock-read';
import type { TournamentEvent } from '../../../shared/model/event';
import type { RoundTable } from '../../../shared/model/round';
import { tableTimerReadings, type TableTimerReading } from '../../../shared/model/table-timers';
import { useHostNow } from '../api/host-clock';
import './display.css';

export type TimerFormat = Pick<TournamentEvent['format'], 'waitMinutes' | 'timeOut' | 'atTime' | 'clockStops'>;

function useReadings(tables: readonly RoundTable[], format: TimerFormat): { table: number; reading: TableTimerReading }[] {
  const now = useHostNow();
  const minutes = { wait: format.waitMinutes, timeOut: format.timeOut?.minutes };
  return tables.flatMap((table) => tableTimerReadings(table, minutes, now).map((reading) => ({ table: table.number, reading })));
}

function TimerLine({ reading, table }: { reading: TableTimerReading; table?: number }) {
  const { t } = useTranslation();
  const left = formatClock(reading.remainingMs);
  const where = table === undefined ? '' : t('roomTimers.table', { number: table });
  const text =
    reading.kind === 'wait'
      ? t(reading.phase === 'over' ? 'roomTimers.waitOver' : 'roomTimers.waiting', { left })
      : t(reading.phase === 'over' ? 'roomTimers.awayOver' : 'roomTimers.away', { name: reading.name, left });
  return (
    <div className={`dp-table-timer dp-timer-${reading.phase}`} data-timer={reading.kind}>
      {where && <span className="dp-timer-table">{where}</span>}
      <span>{text}</span>
    </div>
  );
}

/** The timers of one table, under its seats. */
export function TableTimerLines({ table, format }: { table: RoundTable; format: TimerFormat }) {
  const readings = useReadings([table], format);
  return (
    <>
      {readings.map((r, i) => (
        <TimerLine key={i} reading={r.reading} />
      ))}
    </>
  );
}

/** Every table's timers, each named by its table, under the big clock. */
export function RoomTimerList({ tables, format }: { tables: readonly RoundTable[]; format: TimerFormat }) {
  const { t } = useTranslation();
  const readings = useReadings(tables, format);
  if (readings.length === 0) return null;
  return (
    <section className="dp-timer-list" aria-label={t('roomTimers.label')}>
      {readings.map((r, i) => (
        <TimerLine key={i} reading={r.reading} table={r.table} />
      ))}
    </section>
  );
}
