// runtime: dom. The figure repair feature's face (docs/features/figure-repair.md): its texts, and
// the repair clock in a table's line of actions on the Rounds tab while the table has no result.
import type { FeatureView, TableActionsProps } from '../feature';
import { figureRepairCatalog, type RepairKeys } from './catalog';
import { RepairClock, repairMinutes } from './RepairClock';

function RepairAction({ table, options }: TableActionsProps) {
  const minutes = repairMinutes(options);
  return minutes && !table.result ? <RepairClock table={table} minutes={minutes} /> : null;
}

export const figureRepairView: FeatureView<RepairKeys> = {
  id: 'figure-repair',
  catalog: figureRepairCatalog,
  tableActions: RepairAction,
};
