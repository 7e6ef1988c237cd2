// runtime: dom. A played table's seats in the order they play, wherever a table is shown or printed
// away from the Rounds tab (the projector, the pairings sheet, the slips, the results desk's teams):
// as the feature that orders the table's seats has them (its `seatOrder` slot), else as paired.
// The data decides, not the division's features in use: a table has an order only where a feature
// that orders seats recorded or asks for one.
import type { Round, RoundTable } from '../../../shared/model/round';
import { teamSeats } from '../../../shared/model/teams';
import type { PairingsSheetOrder, SeatOrderSlot } from './feature';
import { featureViews } from './registry';

/** The feature's slot that orders the table's seats; null where none does (and for a bye). */
export function seatOrderOf(round: Pick<Round, 'stage'>, table: RoundTable): SeatOrderSlot | null {
  if (table.bye) return null;
  return featureViews().find((v) => v.seatOrder?.orders(round, table, undefined))?.seatOrder ?? null;
}

/** Each team's seats (their indices in seat order), team 1 first, its first to play first. */
export function teamMembers(table: RoundTable): number[][] {
  return seatOrderOf({}, table)?.teamSeats(table) ?? teamSeats(table.teams ?? []);
}

/** The seats as a slip lists them: in the order they play, each with its order's words, if any. */
export function slipSeatsOf<S extends RoundTable['seats'][number]>(round: Pick<Round, 'stage'>, table: RoundTable, seats: readonly S[]): (S & { order?: string })[] {
  return seatOrderOf(round, table)?.slipSeats(round, table, seats) ?? [...seats];
}

/** How the printed pairings by table order a round's seat columns, where a feature does. */
export function pairingsSheetOrder(round: Pick<Round, 'stage'>): PairingsSheetOrder | null {
  for (const view of featureViews()) {
    const order = view.seatOrder?.pairingsSheet(round);
    if (order) return order;
  }
  return null;
}
