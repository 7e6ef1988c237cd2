// runtime: dom. The figure repair feature's face (docs/features/figure-repair.md): its texts, and
// the repair clock while the table has no result: in a table's line of actions on the Rounds tab,
// and in the match's header at the results desk, beside the players.
import { figureRepairFeature } from '../../../../shared/features/figure-repair/contract';
import { readFeatureOptions } from '../../../../shared/features/feature';
import type { FeatureView, TableActionsProps } from '../feature';
import { figureRepairCatalog, type RepairKeys } from './catalog';
import { RepairClock } from './RepairClock';
import './figure-repair.css';
import { figureRepairCodes } from './codes';

function RepairAction({ table, options }: TableActionsProps) {
  const minutes = readFeatureOptions(figureRepairFeature, options)?.minutes;
  return minutes && !table.result ? <RepairClock table={table} minutes={minutes} /> : null;
}

export const figureRepairView: FeatureView<RepairKeys> = {
  codes: figureRepairCodes,
  id: 'figure-repair',
  catalog: figureRepairCatalog,
  tableActions: RepairAction,
  tableHeader: RepairAction,
};
