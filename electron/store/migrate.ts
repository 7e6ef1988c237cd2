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
    const m = migrations[v]!;
    // A table rebuilt under its children (SQLite's procedure for what ALTER TABLE cannot change)
    // needs foreign keys off, which only takes effect outside a transaction; they are checked
    // before the commit instead, and turned back on after.
    const rebuild = typeof m === 'object';
    const enforced = db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuild && enforced) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        if (typeof m === 'string') db.exec(m);
        else if (rebuild) {
          db.exec(m.rebuild);
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length > 0) throw new Error(`Migration ${v + 1} would leave ${broken.length} rows pointing at nothing; nothing was changed.`);
        } else m(db);
        db.pragma(`user_version = ${v + 1}`);
      })();
    } finally {
      if (rebuild && enforced) db.pragma('foreign_keys = ON');
    }
  }
  return { from, to: schemaVersion };
}
