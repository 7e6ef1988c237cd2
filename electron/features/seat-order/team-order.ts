// runtime: node. Who is each team's Player #1 at a table of teams (Doomtrooper, "Team Game": the
// players of a team decide, and may change it until one of them is seated): recorded at the desk
// once the round is published, until the table's result is entered, over the table's version, and
// audited. It is the table's starting order (a team's #1 at its team's number, its #2 opposite),
// so every window lists the seats as they are taken, and unpublishing clears it.
import { CommandError } from '../../../shared/contract/errors';
import { teamStartingPositions } from '../../../shared/features/seat-order/model';
import type { seatOrder } from '../../../shared/features/seat-order/contract';
import type { FeatureHandler } from '../feature';
import { staleTable, tableChanged } from '../../core/services/rounds';
import { playedTable } from '../played-table';
import { positionsAt } from './record';

export const recordTeamOrder: FeatureHandler<(typeof seatOrder)['operations']['table.teamOrder']> = (input, ctx) => {
  const { table, round } = playedTable(ctx, input.tableId);
  const field = (path: string, message: string, code: string) => new CommandError('validation', `Table ${table.number}: ${message}.`, { fields: [{ path, message, code }] });
  if (!table.teams) throw field('tableId', 'teams do not play at this table', 'no_teams');
  if (table.result) {
    throw new CommandError('conflict', `Table ${table.number}: the result is entered; the teams' seats can no longer change.`, { reason: 'team_order_after_result', table: table.number, tableId: table.id });
  }
  const entries = table.seats.map((s) => s.entryId);
  const positions = input.firsts && teamStartingPositions(table.teams, entries, input.firsts);
  if (input.firsts && !positions) throw field('firsts', 'name one player of each team, team 1 first', 'not_a_team_order');
  if (!positionsAt.set(ctx.store, table.id, input.version, positions)) throw staleTable(table);
  ctx.annotate({ table: table.number, round: round.number, before: positionsAt.of(table), after: positions, firsts: input.firsts });
  return tableChanged(ctx, table.id);
};
