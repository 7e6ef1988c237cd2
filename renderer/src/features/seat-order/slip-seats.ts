// runtime: dom. A table's seats as its slip lists them, where the seat order feature orders them:
// in the order they play. Where the players choose their seats, each says its seat choice place, and
// once the starting order is recorded its starting position too; at a table of teams, once each
// team's Player #1 is recorded, each seat's mark says its team and whether it is the team's #1 or #2
// (a team's #1 starts at its team's number).
import type { Round, RoundTable } from '../../../../shared/model/round';
import { seatsInStartingOrder } from '../../../../shared/features/seat-order/model';
import { teamSeats } from '../../../../shared/model/teams';
import { featureText } from '../text';
import { seatOrderTexts } from './texts';

export function slipSeats<S extends RoundTable['seats'][number]>(round: Pick<Round, 'stage'>, table: RoundTable, seats: readonly S[]): (S & { order?: string })[] {
  const text = featureText(seatOrderTexts);
  const rows = seatsInStartingOrder(seats, table.startingPositions);
  if (table.teams) {
    const teams = table.teams;
    const count = teamSeats(teams).length;
    return rows.map((r) => (r.start === null ? r.seat : { ...r.seat, order: text('slip.teamMark', { team: teams[r.choice - 1], order: r.start <= count ? 1 : 2 }) }));
  }
  if (round.stage?.seating !== 'chosen') return rows.map((r) => r.seat);
  return rows.map((r) => ({ ...r.seat, order: r.start === null ? text('slip.choice', { place: r.choice }) : text('slip.starts', { start: r.start, place: r.choice }) }));
}
