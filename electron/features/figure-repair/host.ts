// runtime: node. The figure repair feature as the host runs it (Attacktix 4.4.1,
// docs/features/figure-repair.md): starting a table's repair clock, refused while it runs. When it
// last started stays in round_tables.repair_started_at, shown as the table's `repairStartedAt`.
import { CommandError } from '../../../shared/contract/errors';
import { figureRepairFeature } from '../../../shared/features/figure-repair/contract';
import { staleTable, tableChanged } from '../../core/services/rounds';
import { defineFeatureHost } from '../feature';
import { featureOptions } from '../options';
import { playedTable } from '../played-table';

export const figureRepairHost = defineFeatureHost({
  contract: figureRepairFeature,
  handlers: {
    'table.repair'(input, ctx) {
      const { table, ruleset } = playedTable(ctx, input.tableId);
      const minutes = featureOptions(ruleset, figureRepairFeature)?.minutes;
      if (!minutes) throw new CommandError('validation', 'This ruleset has no repair clock.', { fields: [{ path: 'tableId', message: 'No repair clock', code: 'no_repair_clock' }] });
      const startedAt = table.repairStartedAt;
      if (startedAt && Date.parse(ctx.now) - Date.parse(startedAt) < minutes * 60_000) {
        throw new CommandError('conflict', `Table ${table.number}'s repair clock is running.`, { reason: 'repair_running', table: table.number, tableId: table.id });
      }
      if (!ctx.store.rounds.startRepair(table.id, input.version, ctx.now)) throw staleTable(table);
      ctx.annotate({ table: table.number, before: startedAt, after: ctx.now });
      return tableChanged(ctx, table.id);
    },
  },
});
