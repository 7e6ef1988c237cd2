// runtime: pure. The figure repair feature's contract (Attacktix 4.4.1,
// docs/features/figure-repair.md): a ruleset names it with the minutes a player has to repair a
// broken figure; its one operation starts a table's repair clock, which windows count down from
// the table's `repairStartedAt`.
import { z } from 'zod';
import { allow, command } from '../../contract/operation';
import { defineFeatureContract } from '../feature';
import { idSchema, versionSchema } from '../../model/common';
import { tableSchema } from '../../model/round';

export const tableRepairInput = z.strictObject({ tableId: idSchema, version: versionSchema });

export const figureRepairFeature = defineFeatureContract({
  id: 'figure-repair',
  options: z.strictObject({
    /** Minutes a player has to repair a broken figure (4.4.1). */
    minutes: z.number().int().positive(),
  }),
  operations: {
    'table.repair': allow(['results'], command(
      "Start a table's figure repair clock (the feature option `minutes`, Attacktix 4.4.1); refused while it runs. Windows count it down from `repairStartedAt` on the host's time. Returns the table.",
      tableRepairInput,
      tableSchema,
    )),
  },
});
