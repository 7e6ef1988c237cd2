// runtime: node. The seat order feature as the host runs it (docs/features/seat-order.md):
// recording a starting order chosen at a table and each team's Player #1. Both stay in
// round_tables.starting_positions (migration 015), shown as the table's `startingPositions`: the
// table writer clears it with the table's other per-round state when the seats change.
import { seatOrder } from '../../../shared/features/seat-order/contract';
import { defineFeatureHost } from '../feature';
import { recordStartingOrder } from './starting-order';
import { recordTeamOrder } from './team-order';

export const seatOrderHost = defineFeatureHost({
  contract: seatOrder,
  handlers: {
    'table.startingOrder': recordStartingOrder,
    'table.teamOrder': recordTeamOrder,
  },
});
