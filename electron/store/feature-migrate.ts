// runtime: node. Brings the tables a feature keeps of its own up to its schema, after the core's
// migrations: each feature counts its own migrations (feature_schemas), one transaction each, so
// a feature added, or grown, later needs no number in the core's list. Also the SQL of a feature's
// migration that moves its state out of columns an older version kept in round_tables.
import type Database from 'better-sqlite3';

/** A feature's own tables: SQL run in order, forward only. */
export interface FeatureSchema {
  feature: string;
  migrations: readonly string[];
}

export class FeatureTooNewError extends Error {
  constructor(readonly feature: string, readonly found: number, readonly known: number) {
    super(`This database was written by a newer Arbiter (feature "${feature}" at schema ${found}; this app knows up to ${known}). Update Arbiter to open it.`);
  }
}

export function migrateFeatures(db: Database.Database, schemas: readonly FeatureSchema[]): void {
  const versionOf = db.prepare<[string], number>('SELECT version FROM feature_schemas WHERE feature = ?').pluck();
  const record = db.prepare<[string, number]>('INSERT INTO feature_schemas (feature, version) VALUES (?, ?) ON CONFLICT (feature) DO UPDATE SET version = excluded.version');
  for (const { feature, migrations } of schemas) {
    const from = versionOf.get(feature) ?? 0;
    if (from > migrations.length) throw new FeatureTooNewError(feature, from, migrations.length);
    for (let v = from; v < migrations.length; v++) {
      db.transaction(() => {
        db.exec(migrations[v]!);
        record.run(feature, v + 1);
      })();
    }
  }
}

/** SQL that moves what an older version kept for a feature in columns of round_tables into the
 * feature's records at the tables (`data`: the record made of a row, for the rows `where` holds),
 * then drops those columns: a feature's migration. */
export function tableColumnsToRecords(feature: string, columns: readonly string[], data: string, where: string): string {
  return [
    `INSERT INTO feature_records (feature, owner, owner_id, data, version) SELECT '${feature}', 'table', id, ${data}, 1 FROM round_tables WHERE ${where};`,
    ...columns.map((c) => `ALTER TABLE round_tables DROP COLUMN ${c};`),
  ].join('\n');
}
