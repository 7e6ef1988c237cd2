// runtime: dom. A table's wait for a late player (Catan 1.19) and its players' time-outs (1.20),
// where the ruleset has them: started at the desk, counted down on the host's time, and once over
// saying what the rule says happens next. A second time-out in a game is the core's to refuse.
import { useState } from 'react';
import { formatClock } from '../../../../shared/model/clock-read';
import type { RoundTable } from '../../../../shared/model/round';
import { tableTimers, type TableTimersOptions } from '../../../../shared/features/table-timers/contract';
import { tableTimerReadings } from '../../../../shared/features/table-timers/model';
import { useHostNow } from '../../api/host-clock';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFeatureCommand } from '../calls';
import { useFeatureText } from '../text';
import { tableTimersTexts } from './texts';

export function TableTimers({ table, rules, gamesPerMatch }: { table: RoundTable; rules: TableTimersOptions; gamesPerMatch: number }) {
  const t = useFeatureText(tableTimersTexts);
  const now = useHostNow();
  const wait = useFeatureCommand(tableTimers, 'table.wait');
  const timeOut = useFeatureCommand(tableTimers, 'table.timeOut');
  const [entryId, setEntryId] = useState(table.seats[0]?.entryId ?? 0);
  const [game, setGame] = useState(1);
  const readings = tableTimerReadings(table, { wait: rules.waitMinutes, timeOut: rules.timeOut?.minutes }, now);
  const waiting = readings.find((r) => r.kind === 'wait');
  const taken = (table.timeOuts ?? []).filter((o) => o.endedAt).map((o) => table.seats.find((s) => s.entryId === o.entryId)?.name ?? '');
  const ref = { tableId: table.id, version: table.version };
  return (
    <div className="table-timers">
      {rules.waitMinutes && (
        <div className={`table-timer wait-${waiting?.phase ?? 'none'}`} data-timer="wait">
          {waiting?.phase === 'running' && (
            <span className="timer-running" role="timer">
              {t('waiting', { left: formatClock(waiting.remainingMs) })}
            </span>
          )}
          {waiting?.phase === 'over' && <span className="timer-over" role="status">{t('waitOver', { minutes: rules.waitMinutes })}</span>}
          {waiting ? (
            <button type="button" className="small" disabled={wait.busy} aria-label={t('stopLabel', { table: table.number })} onClick={() => void wait.run({ ...ref, action: 'stop' })}>
              {t(waiting.phase === 'running' ? 'arrived' : 'clear')}
            </button>
          ) : (
            <button type="button" className="small" disabled={wait.busy} aria-label={t('waitLabel', { table: table.number, minutes: rules.waitMinutes })} onClick={() => void wait.run({ ...ref, action: 'start' })}>
              {t('wait', { minutes: rules.waitMinutes })}
            </button>
          )}
          <ErrorNotice error={wait.error} />
        </div>
      )}
      {rules.timeOut && (
        <div className="table-timer" data-timer="time-out">
          {readings.map((r) =>
            r.kind === 'timeOut' ? (
              <span key={r.entryId} className="timer-line">
                {r.phase === 'running' ? (
                  <span className="timer-running" role="timer">
                    {t('away', { name: r.name, left: formatClock(r.remainingMs) })}
                  </span>
                ) : (
                  <span className="timer-over" role="status">
                    {t('awayOver', { name: r.name })}
                  </span>
                )}
                <button type="button" className="small" disabled={timeOut.busy} aria-label={t('backLabel', { name: r.name, table: table.number })} onClick={() => void timeOut.run({ ...ref, entryId: r.entryId, game: r.game, action: 'end' })}>
                  {t('back')}
                </button>
              </span>
            ) : null,
          )}
          <span className="timer-start">
            <select aria-label={t('whoLabel', { table: table.number })} value={entryId} onChange={(e) => setEntryId(Number(e.target.value))}>
              {table.seats.map((s) => (
                <option key={s.entryId} value={s.entryId}>
                  {s.name}
                </option>
              ))}
            </select>
            {gamesPerMatch > 1 && (
              <select aria-label={t('gameLabel')} value={game} onChange={(e) => setGame(Number(e.target.value))}>
                {Array.from({ length: gamesPerMatch }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {t('game', { number: i + 1 })}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="small" disabled={timeOut.busy} aria-label={t('timeOutLabel', { table: table.number, minutes: rules.timeOut.minutes })} onClick={() => void timeOut.run({ ...ref, entryId, game, action: 'start' })}>
              {t('timeOut', { minutes: rules.timeOut.minutes })}
            </button>
          </span>
          {taken.length > 0 && <span className="timer-taken">{t('taken', { names: taken.join(', ') })}</span>}
          <ErrorNotice error={timeOut.error} />
        </div>
      )}
    </div>
  );
}
