// runtime: dom. The table timers in a table's line of actions on the Rounds tab, while its result
// is not in: its clock stop where the ruleset stops a table's clock (Doomtrooper), then its wait
// and time-outs where it has them (Catan 1.19, 1.20).
import type { TableActionsProps } from '../feature';
import { useGamesPerMatch } from '../in-use';
import { tableTimers } from '../../../../shared/features/table-timers/contract';
import { TableClockStop } from './TableClockStop';
import { TableTimers } from './TableTimers';

export function TableTimerActions({ round, table, options }: TableActionsProps) {
  const gamesPerMatch = useGamesPerMatch();
  const rules = tableTimers.options.safeParse(options);
  if (!rules.success || table.result) return null;
  return (
    <>
      {rules.data.clockStops && <TableClockStop round={round} table={table} />}
      {(rules.data.waitMinutes || rules.data.timeOut) && <TableTimers table={table} rules={rules.data} gamesPerMatch={gamesPerMatch} />}
    </>
  );
}
