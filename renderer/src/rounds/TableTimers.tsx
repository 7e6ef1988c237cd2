// runtime: dom. A table's wait for a late player (Catan 1.19) and its players' time-outs (1.20),
// where the ruleset has them: started at the desk, counted down on the host's time, and once over
// saying what the rule says happens next. A second time-out in a game is the core's to refuse.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../shared/model/clock-read';
import type { RoundTable } from '../../../shared/model/round';
import { tableTimerReadings } from '../../../shared/model/table-timers';
import { useHostNow } from '../api/host-clock';
import { ErrorNotice } from '../components/ErrorNotice';
import { useCommand } from '../desk/use-command';

export interface TimerRules {
  waitMinutes?: number | undefined;
  timeOut?: { minutes: number; perGame: number } | undefined;
  gamesPerMatch: number;
  clockStops?: boolean | undefined;
}

export function TableTimers({ table, rules }: { table: RoundTable; rules: TimerRules }) {
  const { t } = useTranslation();
  const now = useHostNow();
  const wait = useCommand('table.wait');
  const timeOut = useCommand('table.timeOut');
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
              {t('tableTimers.waiting', { left: formatClock(waiting.remainingMs) })}
            </span>
          )}
          {waiting?.phase === 'over' && <span className="timer-over" role="status">{t('tableTimers.waitOver', { minutes: rules.waitMinutes })}</span>}
          {waiting ? (
            <button type="button" className="small" disabled={wait.busy} aria-label={t('tableTimers.stopLabel', { table: table.number })} onClick={() => void wait.run({ ...ref, action: 'stop' })}>
              {t(waiting.phase === 'running' ? 'tableTimers.arrived' : 'tableTimers.clear')}
            </button>
          ) : (
            <button type="button" className="small" disabled={wait.busy} aria-label={t('tableTimers.waitLabel', { table: table.number, minutes: rules.waitMinutes })} onClick={() => void wait.run({ ...ref, action: 'start' })}>
              {t('tableTimers.wait', { minutes: rules.waitMinutes })}
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
                    {t('tableTimers.away', { name: r.name, left: formatClock(r.remainingMs) })}
                  </span>
                ) : (
                  <span className="timer-over" role="status">
                    {t('tableTimers.awayOver', { name: r.name })}
                  </span>
                )}
                <button type="button" className="small" disabled={timeOut.busy} aria-label={t('tableTimers.backLabel', { name: r.name, table: table.number })} onClick={() => void timeOut.run({ ...ref, entryId: r.entryId, game: r.game, action: 'end' })}>
                  {t('tableTimers.back')}
                </button>
              </span>
            ) : null,
          )}
          <span className="timer-start">
            <select aria-label={t('tableTimers.whoLabel', { table: table.number })} value={entryId} onChange={(e) => setEntryId(Number(e.target.value))}>
              {table.seats.map((s) => (
                <option key={s.entryId} value={s.entryId}>
                  {s.name}
                </option>
              ))}
            </select>
            {rules.gamesPerMatch > 1 && (
              <select aria-label={t('tableTimers.gameLabel')} value={game} onChange={(e) => setGame(Number(e.target.value))}>
                {Array.from({ length: rules.gamesPerMatch }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {t('tableTimers.game', { number: i + 1 })}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="small" disabled={timeOut.busy} aria-label={t('tableTimers.timeOutLabel', { table: table.number, minutes: rules.timeOut.minutes })} onClick={() => void timeOut.run({ ...ref, entryId, game, action: 'start' })}>
              {t('tableTimers.timeOut', { minutes: rules.timeOut.minutes })}
            </button>
          </span>
          {taken.length > 0 && <span className="timer-taken">{t('tableTimers.taken', { names: taken.join(', ') })}</span>}
          <ErrorNotice error={timeOut.error} />
        </div>
      )}
    </div>
  );
}
