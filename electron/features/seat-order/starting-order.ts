// runtime: node. The starting order the players of a table chose, where its stage has them choose
// their seats (Catan 3.7, 3.8: in order of qualifying rank): recorded at the desk once the round is
// published, until the table's result is entered, over the table's version, and audited.
import { CommandError } from '../../../shared/contract/errors';
import { isStartingOrder } from '../../../shared/features/seat-order/model';
import type { seatOrder } from '../../../shared/features/seat-order/contract';
import type { FeatureHandler } from '../feature';
import { staleTable, tableChanged } from '../../core/services/rounds';
import { stageLines } from '../../core/services/stages';
import { playedTable } from '../played-table';
import { positionsAt } from './record';

export const recordStartingOrder: FeatureHandler<(typeof seatOrder)['operations']['table.startingOrder']> = (input, ctx) => {
  const { table, round } = playedTable(ctx, input.tableId);
  const field = (path: string, message: string, code: string, params?: Record<string, string | number>) =>
    new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code, ...(params && { params }) }] });
  const stage = stageLines(ctx.store, round.divisionId).find((l) => l.id === round.stageId)!;
  if (stage.kind.seating !== 'chosen') throw field('tableId', 'the players of this stage do not choose their seats', 'no_seat_choice');
  if (table.result) {
    throw new CommandError('conflict', `Table ${table.number}: the result is entered; the starting order can no longer change.`, { reason: 'starting_order_after_result', table: table.number, tableId: table.id });
  }
  const seats = table.seats.length;
  if (input.positions && !isStartingOrder(input.positions, seats)) {
    throw field('positions', `give each starting position from 1 to ${seats} to one player`, 'not_a_starting_order', { seats });
  }
  if (!positionsAt.set(ctx.store, table.id, input.version, input.positions)) throw staleTable(table);
  ctx.annotate({ table: table.number, round: round.number, before: positionsAt.of(table), after: input.positions });
  return tableChanged(ctx, table.id);
};
