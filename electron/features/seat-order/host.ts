// runtime: node. The seat order feature as the host runs it (docs/features/seat-order.md):
// recording a starting order chosen at a table and each team's Player #1. Both are the feature's
// record at the table (record.ts), shown as the table's `startingPositions`; seats changed by hand
// take it away.
import { seatOrder } from '../../../shared/features/seat-order/contract';
import { defineFeatureHost } from '../feature';
import { recordStartingOrder } from './starting-order';
import { recordTeamOrder } from './team-order';
import { positionsAt, positionsFile, positionsOutOfTables } from './record';

export const seatOrderHost = defineFeatureHost({
  contract: seatOrder,
  handlers: {
    'table.startingOrder': recordStartingOrder,
    'table.teamOrder': recordTeamOrder,
  },
  table: {
    shown: (table) => ({ startingPositions: positionsAt.of(table) }),
    reseated: (store, tableId) => positionsAt.put(store, tableId, null),
  },
  tableFile: positionsFile,
  migrations: [positionsOutOfTables],
});
