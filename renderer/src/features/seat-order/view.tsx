// runtime: dom. The seat order feature's face (docs/features/seat-order.md): its texts, and the
// seats of a table of teams or of a stage whose players choose their seats, in the order recorded:
// on the Rounds tab with the form that records it, on the projector, the pairings sheet and the
// slips.
import type { FeatureView, SeatOrderFormProps, SeatOrderProps } from '../feature';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { teamSeatsInOrder } from '../../../../shared/features/seat-order/model';
import { ChosenSeats, StartingOrderForm } from './ChosenSeats';
import { TeamOrderForm, TeamSeats } from './TeamSeats';
import { ProjectorSeats } from './ProjectorSeats';
import { pairingsSheetOrder } from './PairingsSheetCells';
import { slipSeats } from './slip-seats';
import { seatOrderTexts, type SeatOrderKeys } from './texts';
import './seat-order.css';
import { seatOrderCodes } from './codes';

function Seats({ table, editable, formOpen, onOpenForm }: SeatOrderProps) {
  const props = { table, editable, formOpen, onOpenForm };
  return table.teams ? <TeamSeats {...props} /> : <ChosenSeats {...props} />;
}

function Form({ table, onDone }: SeatOrderFormProps) {
  return table.teams ? <TeamOrderForm table={table} onDone={onDone} /> : <StartingOrderForm table={table} onDone={onDone} />;
}

export const seatOrderView: FeatureView<SeatOrderKeys> = {
  codes: seatOrderCodes,
  ...seatOrderTexts,
  seatOrder: {
    orders: (round: Pick<Round, 'stage'>, table: RoundTable) => !table.bye && (Boolean(table.teams) || round.stage?.seating === 'chosen'),
    Seats,
    Form,
    ProjectorSeats,
    slipSeats,
    teamSeats: teamSeatsInOrder,
    pairingsSheet: pairingsSheetOrder,
  },
};
