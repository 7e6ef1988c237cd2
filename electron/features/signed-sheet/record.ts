// runtime: node. How a table's sheet was signed, as the feature's record at the table, written
// with the result it signs. Older versions kept it in round_tables.signing, which the feature's
// migration moves out; an event file carries it as the table's `signing`.
import { signedSheet } from '../../../shared/features/signed-sheet/contract';
import { signingSchema } from '../../../shared/features/signed-sheet/model';
import type { FeatureTableFile } from '../feature';
import { tableRecord } from '../records';
import { tableColumnsToRecords, withOldColumns } from '../../store/feature-migrate';

export const signingAt = tableRecord(signedSheet.id, signingSchema.nullable(), null);

export const signingOutOfTables = withOldColumns('round_tables', { signing: 'TEXT' }, tableColumnsToRecords(signedSheet.id, ['signing'], 'signing', 'signing IS NOT NULL'));

/** A file's table: a refusal to sign names players of the table. */
export const signingFile: FeatureTableFile = {
  problems(table, at) {
    const signing = table.signing;
    if (signing?.by !== 'referee') return;
    signing.refused.forEach((id, k) => {
      if (!table.seats.some((s) => s.entryId === id)) at(['signing', 'refused', k], `Entry ${id} is not at table ${table.number}`, 'import_unknown_entry');
    });
  },
  record(table, entryId) {
    const signing = table.signing ?? null;
    return signing?.by === 'referee' ? { ...signing, refused: signing.refused.map(entryId) } : signing;
  },
};
