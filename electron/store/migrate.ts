// runtime: node. Brings a database up to the app's schema, one transaction per migration.
import type Database from 'better-sqlite3';
import { migrations, schemaVersion } from './migrations';

export class DatabaseTooNewError extends Error {
  constructor(readonly found: number) {
    super(
      `This database was written by a newer Arbiter (schema ${found}; this app knows up to ${schemaVersion}). ` +
        'Update Arbiter to open it; the file was not changed.',
    );
  }
}

export function assertNotTooNew(db: Database.Database): void {
  const found = db.pragma('user_version', { simple: true }) as number;
  if (found > schemaVersion) throw new DatabaseTooNewError(found);
}

export function migrate(db: Database.Database): { from: number; to: number } {
  assertNotTooNew(db);
  const from = db.pragma('user_version', { simple: true }) as number;
  for (let v = from; v < schemaVersion; v++) {
    db.transaction(() => {
      const m = migrations[v]!;
      if (typeof m === 'string') db.exec(m);
      else m(db);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return { from, to: schemaVersion };
}
