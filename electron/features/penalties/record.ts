// runtime: node. A table's penalty records in the order recorded (feature_records, under the
// table's version), and where older versions kept them: round_tables.penalties, moved out by the
// feature's migration.
import { z } from 'zod';
import { penaltiesFeature } from '../../../shared/features/penalties/contract';
import { penaltyRecordSchema, type PenaltyRecord } from '../../../shared/features/penalties/model';
import type { FeatureTableFile } from '../feature';
import { tableRecord } from '../records';
import { tableColumnsToRecords, withOldColumns } from '../../store/feature-migrate';

export const penaltiesAt = tableRecord<z.ZodType<PenaltyRecord[]>>(penaltiesFeature.id, z.array(penaltyRecordSchema), []);

export const penaltiesOutOfTables = withOldColumns('round_tables', { penalties: "TEXT NOT NULL DEFAULT '[]'" }, tableColumnsToRecords(penaltiesFeature.id, ['penalties'], 'penalties', "penalties != '[]'"));

/** A file's table: each penalty given to a player of the table, kept as recorded (the penalty it
 * gave is worked out again). */
export const penaltiesFile: FeatureTableFile = {
  problems(table, at) {
    table.penalties?.forEach((p, k) => {
      if (!table.seats.some((s) => s.entryId === p.entryId)) at(['penalties', k, 'entryId'], `Entry ${p.entryId} is not at table ${table.number}`, 'import_unknown_entry');
    });
  },
  record(table, entryId) {
    if (!table.penalties?.length) return null;
    return table.penalties.map((p) => ({ entryId: entryId(p.entryId), game: p.game, offence: p.offence, recordedAt: p.recordedAt }));
  },
};
