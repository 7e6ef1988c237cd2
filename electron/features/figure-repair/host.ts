// runtime: node. The figure repair feature as the host runs it (Attacktix 4.4.1,
// docs/features/figure-repair.md): starting a table's repair clock, refused while it runs. When it
// last started is the feature's record at the table, shown as the table's `repairStartedAt` and
// carried by an event file; older versions kept it in round_tables.repair_started_at, which its
// migration moves out.
import { z } from 'zod';
import { CommandError } from '../../../shared/contract/errors';
import { figureRepairFeature } from '../../../shared/features/figure-repair/contract';
import { staleTable, tableChanged } from '../../core/services/rounds';
import { defineFeatureHost } from '../feature';
import { featureOptions } from '../options';
import { playedTable } from '../played-table';
import { tableRecord } from '../records';
import { tableColumnsToRecords, withOldColumns } from '../../store/feature-migrate';

const repairAt = tableRecord(figureRepairFeature.id, z.strictObject({ startedAt: z.string() }).nullable(), null);

const repairOutOfTables = withOldColumns(
  'round_tables',
  { repair_started_at: 'TEXT' },
  tableColumnsToRecords(figureRepairFeature.id, ['repair_started_at'], "json_object('startedAt', repair_started_at)", 'repair_started_at IS NOT NULL'),
);

export const figureRepairHost = defineFeatureHost({
  contract: figureRepairFeature,
  handlers: {
    'table.repair'(input, ctx) {
      const { table, ruleset } = playedTable(ctx, input.tableId);
      const minutes = featureOptions(ruleset, figureRepairFeature)?.minutes;
      if (!minutes) throw new CommandError('validation', 'This ruleset has no repair clock.', { fields: [{ path: 'tableId', message: 'No repair clock', code: 'no_repair_clock' }] });
      const startedAt = repairAt.of(table)?.startedAt ?? null;
      if (startedAt && Date.parse(ctx.now) - Date.parse(startedAt) < minutes * 60_000) {
        throw new CommandError('conflict', `Table ${table.number}'s repair clock is running.`, { reason: 'repair_running', table: table.number, tableId: table.id });
      }
      if (!repairAt.set(ctx.store, table.id, input.version, { startedAt: ctx.now })) throw staleTable(table);
      ctx.annotate({ table: table.number, before: startedAt, after: ctx.now });
      return tableChanged(ctx, table.id);
    },
  },
  table: {
    shown: (table) => ({ repairStartedAt: repairAt.of(table)?.startedAt ?? null }),
  },
  tableFile: {
    problems: () => {},
    record: (table) => (table.repairStartedAt ? { startedAt: table.repairStartedAt } : null),
  },
  migrations: [repairOutOfTables],
});
