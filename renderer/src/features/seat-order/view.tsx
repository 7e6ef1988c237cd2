// runtime: dom. The seat order feature's face (docs/features/seat-order.md): its texts, and on the
// Rounds tab the seats of a table of teams or of a stage whose players choose their seats, in the
// order recorded, with the form that records it.
import type { FeatureView, SeatOrderFormProps, SeatOrderProps } from '../feature';
import type { Round, RoundTable } from '../../../../shared/model/round';
import { ChosenSeats, StartingOrderForm } from './ChosenSeats';
import { TeamOrderForm, TeamSeats } from './TeamSeats';
import { seatOrderTexts, type SeatOrderKeys } from './texts';
import './seat-order.css';

function Seats({ table, editable, formOpen, onOpenForm }: SeatOrderProps) {
  const props = { table, editable, formOpen, onOpenForm };
  return table.teams ? <TeamSeats {...props} /> : <ChosenSeats {...props} />;
}

function Form({ table, onDone }: SeatOrderFormProps) {
  return table.teams ? <TeamOrderForm table={table} onDone={onDone} /> : <StartingOrderForm table={table} onDone={onDone} />;
}

export const seatOrderView: FeatureView<SeatOrderKeys> = {
  ...seatOrderTexts,
  seatOrder: {
    orders: (round: Round, table: RoundTable) => Boolean(table.teams) || Boolean(round.stage?.seatsChosen),
    Seats,
    Form,
  },
};
