// runtime: dom. The table timers' face: a table's clock stop, wait and time-outs in its line of
// actions on the Rounds tab, how long its clock stops have held the table's end, their texts, and on
// the projector the same timers under each table's seats (RoomTableTimers.tsx) and under the big
// clock (the tables' stopped clocks, StoppedClocks.tsx, then their waits and time-outs).
import type { FeatureView, RoomSlot } from '../feature';
import { TableTimerActions } from './TableTimerActions';
import { RoomTimerList, TableTimerLines } from './RoomTableTimers';
import { StoppedClocks } from './StoppedClocks';
import { tableTimersTexts } from './texts';
import { stoppedMs } from '../../../../shared/features/table-timers/model';
import './table-timers.css';
import { tableTimersCodes } from './codes';

const UnderClock: RoomSlot['UnderClock'] = ({ clock, tables, features }) => (
  <>
    <StoppedClocks clock={clock} tables={tables} features={features} />
    <RoomTimerList tables={tables} features={features} />
  </>
);

export const tableTimersView: FeatureView = {
  codes: tableTimersCodes,
  ...tableTimersTexts,
  tableActions: TableTimerActions,
  heldMs: (table, nowMs) => stoppedMs(table.clockStops, nowMs),
  room: { TableLines: TableTimerLines, UnderClock },
};
