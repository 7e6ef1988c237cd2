// runtime: dom. The table timers' face: a table's clock stop, wait and time-outs in its line of
// actions on the Rounds tab, how long its clock stops have held the table's end, and their texts. The projector shows the same timers through
// RoomTableTimers.tsx and StoppedClocks.tsx, which the display imports.
import type { FeatureView } from '../feature';
import { TableTimerActions } from './TableTimerActions';
import { tableTimersTexts } from './texts';
import { stoppedMs } from '../../../../shared/features/table-timers/model';

export const tableTimersView: FeatureView = {
  ...tableTimersTexts,
  tableActions: TableTimerActions,
  heldMs: (table, nowMs) => stoppedMs(table.clockStops, nowMs),
};
