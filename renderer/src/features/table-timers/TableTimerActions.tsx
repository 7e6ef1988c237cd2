// runtime: dom. The table timers in a table's line of actions on the Rounds tab, while its result
// is not in: its clock stop where the ruleset stops a table's clock (Doomtrooper), then its wait
// and time-outs where it has them (Catan 1.19, 1.20).
import type { TableActionsProps } from '../feature';
import { useGamesPerMatch } from '../in-use';
import { tableTimers } from '../../../../shared/features/table-timers/contract';
import { readFeatureOptions } from '../../../../shared/features/feature';
import { TableClockStop } from './TableClockStop';
import { TableTimers } from './TableTimers';

export function TableTimerActions({ round, table, options }: TableActionsProps) {
  const gamesPerMatch = useGamesPerMatch();
  const rules = readFeatureOptions(tableTimers, options);
  if (!rules || table.result) return null;
  return (
    <>
      {rules.clockStops && <TableClockStop round={round} table={table} />}
      {(rules.waitMinutes || rules.timeOut) && <TableTimers table={table} rules={rules} gamesPerMatch={gamesPerMatch} />}
    </>
  );
}
