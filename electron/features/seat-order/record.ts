// runtime: node. The starting position each seat of a table took, in seat order (a starting order
// chosen, or the teams' Player #1s), as the feature's record at the table, under the table's
// version; seats changed by hand make it meaningless, so it goes with them. Older versions kept it
// in round_tables.starting_positions, which the feature's migration moves out.
import { seatOrder } from '../../../shared/features/seat-order/contract';
import { isStartingOrder } from '../../../shared/features/seat-order/model';
import { startingPositionsSchema } from '../../../shared/features/seat-order/table-fields';
import type { FeatureTableFile } from '../feature';
import { tableRecord } from '../records';
import { tableColumnsToRecords, withOldColumns } from '../../store/feature-migrate';

export const positionsAt = tableRecord(seatOrder.id, startingPositionsSchema.nullable(), null);

export const positionsOutOfTables = withOldColumns(
  'round_tables',
  { starting_positions: 'TEXT' },
  tableColumnsToRecords(seatOrder.id, ['starting_positions'], 'starting_positions', 'starting_positions IS NOT NULL'),
);

/** A file's table: a starting order only where its stage's players choose their seats or teams
 * play, each position given once. */
export const positionsFile: FeatureTableFile = {
  problems(table, at, seating) {
    const positions = table.startingPositions;
    if (positions && (!isStartingOrder(positions, table.seats.length) || (seating !== undefined && seating !== 'chosen' && !table.teams))) {
      at(['startingPositions'], `Table ${table.number}: a starting order is kept only where the stage's players choose their seats, each position given once`, 'import_starting_order');
    }
  },
  record: (table) => table.startingPositions ?? null,
};
