// runtime: pure. The seat order feature's contract (docs/features/seat-order.md): who starts at a
// table and in what order its players sit, where the players decide it at the table rather than
// the draw: a starting order chosen where the stage has the players choose their seats (Catan 3.7,
// 3.8), and each team's Player #1 at a table of teams (Doomtrooper's team game). The stage and the
// table's teams decide where it applies, not the game, so every event has it and no ruleset names
// it.
import { z } from 'zod';
import { allow, command } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { tableSchema } from '../../model/round';
import { tableStartingOrderInput, tableTeamOrderInput } from './model';

export const seatOrder = defineFeatureContract({
  id: 'seat-order',
  everyEvent: true,
  options: z.strictObject({}),
  operations: {
    'table.startingOrder': allow(['results'], command(
      "Record the starting order the players of a published table chose, where its stage has them choose their seats (the round's `stage.seating` is 'chosen': a seated playoff, Catan 3.7, 3.8, in order of qualifying rank): `positions` gives, for each seat in seat order (the seat choice order), the starting position its player took, each of 1 to the table's size once (field `positions`, code `not_a_starting_order`); null clears it. The seats keep their order (the qualifying place is read from them); windows list the players by `startingPositions`. Refused elsewhere (field `tableId`, code `no_seat_choice`) and once the table's result is entered (reason `starting_order_after_result`); unpublishing the round or changing the table's seats clears it. Audited. Returns the table.",
      tableStartingOrderInput,
      tableSchema,
    )),
    'table.teamOrder': allow(['results'], command(
      "Record who is each team's Player #1 at a published table of teams (its `teams`: Doomtrooper's team rounds; the players of a team decide until one of them is seated): `firsts` names, team 1 first, one player of each team (field `firsts`, code `not_a_team_order`); null clears it. Stored as the table's `startingPositions`: a team's #1 takes its team's number, its #2 the seat opposite (T1P1, T2P1, T3P1, T1P2, T2P2, T3P2), and windows list the players in that order. Refused at a table without teams (field `tableId`, code `no_teams`) and once the table's result is entered (reason `team_order_after_result`); unpublishing the round or changing the table's seats clears it. Audited. Returns the table.",
      tableTeamOrderInput,
      tableSchema,
    )),
  },
});
