// runtime: node. The one writer connection: durability settings, an integrity check at open,
// a backup before migrating, then migrations.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { assertNotTooNew, migrate } from './migrate';
import { schemaVersion } from './migrations';

export class DatabaseDamagedError extends Error {}

export interface OpenOptions {
  /** Where pre-migration backups go; default: beside the database. */
  backupDir?: string;
}

export function openDatabase(path: string, options: OpenOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  try {
    // Before anything writes (even switching to WAL changes the header): a newer schema is refused.
    assertNotTooNew(db);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (path !== ':memory:' && mode !== 'wal') throw new Error(`Could not switch to WAL (got ${String(mode)})`);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new DatabaseDamagedError(`The database failed its integrity check: ${String(check)}`);
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > 0 && current < schemaVersion && path !== ':memory:') {
      const dir = options.backupDir ?? dirname(path);
      mkdirSync(dir, { recursive: true });
      // A synchronous file copy while nothing else writes; the async backup API would need a loop.
      db.exec(`VACUUM INTO '${joinSql(dir, `before-migration-${current}-${Date.now()}.sqlite`)}'`);
    }
    migrate(db);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

function joinSql(dir: string, file: string): string {
  return `${dir}/${file}`.replace(/'/g, "''");
}

export function closeDatabase(db: Database.Database): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('optimize');
  db.close();
}
