// runtime: node. Brings the tables a feature keeps of its own up to its schema, after the core's
// migrations: each feature counts its own migrations (feature_schemas), one transaction each, so
// a feature added, or grown, later needs no number in the core's list. The core's numbered
// migrations once made the older features' tables and columns; those numbers now make nothing,
// and each feature's own migrations make its tables where a database has none
// (`CREATE TABLE IF NOT EXISTS`) and move what a database kept in the old columns out of them
// (`withOldColumns`), so a new database and one of any older version end the same. Also the SQL
// of a feature's migration that moves its state out of columns an older version kept in
// round_tables.
import type Database from 'better-sqlite3';

/** SQL, or code where the database's shape decides what to run. */
export type FeatureMigration = string | ((db: Database.Database) => void);

/** A feature's own tables: migrations run in order, forward only. */
export interface FeatureSchema {
  feature: string;
  migrations: readonly FeatureMigration[];
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
        const m = migrations[v]!;
        if (typeof m === 'string') db.exec(m);
        else m(db);
        record.run(feature, v + 1);
      })();
    }
  }
}

/** A migration that runs `sql` over the columns an older version kept in `table` (by name, with
 * the definition the core's numbered migration gave it): a column a database never had (made
 * after those migrations stopped making it) is added first, empty, so that `sql` moves what
 * there is out of it and drops it alike everywhere. */
export function withOldColumns(table: string, columns: Readonly<Record<string, string>>, sql: string): (db: Database.Database) => void {
  return (db) => {
    const has = new Set(db.prepare<[string], string>('SELECT name FROM pragma_table_info(?)').pluck().all(table));
    for (const [name, definition] of Object.entries(columns)) if (!has.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition};`);
    db.exec(sql);
  };
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
