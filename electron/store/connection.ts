// runtime: node. The one writer connection: an exclusive lock for the life of the process, an
// integrity check before anything is written, durability settings, a backup before migrating,
// then migrations.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { newestGoodBackup, type BackupInfo } from './backups';
import { DatabaseInUseError, isBusy, readOwner, removeOwner, takeLock, writeOwner } from './lock';
import { assertNotTooNew, migrate } from './migrate';
import { schemaVersion } from './migrations';

/** The file failed its integrity check at open; nothing was written to it. `backup` is the newest
 * backup that passes its own check, if any, for the window or the terminal to offer. The message
 * is one sentence; `check`, what the check found (often dozens of lines), is for the log file. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly path: string,
    readonly check: string,
    readonly backup: BackupInfo | null,
  ) {
    super(
      `The database ${path} is damaged (it fails its integrity check). Arbiter has not written to it. ` +
        (backup ? `The newest good backup is ${backup.file}, made ${backup.at}.` : 'There is no good backup of it.'),
    );
  }
}

/** The file can be read but not written: refused at start rather than failing every command. */
export class DatabaseReadOnlyError extends Error {
  constructor(readonly path: string) {
    super(
      `The database ${path} cannot be written or locked (the file, its folder or the disk is read-only, or it is on a network drive that does not lock files). ` +
        'Arbiter needs to write to it: copy it to a folder you can write to and open the copy with --db, or make the file writable.',
    );
  }
}

/** SQLite opens a file it cannot write read-only without a word; a write that changes nothing
 * finds out. */
function probeWritable(db: Database.Database, path: string): void {
  try {
    db.pragma(`user_version = ${Number(db.pragma('user_version', { simple: true }))}`);
  } catch (err) {
    if (String((err as { code?: string }).code).startsWith('SQLITE_READONLY')) throw new DatabaseReadOnlyError(path);
    throw err;
  }
}

/** What quick_check found, every row of it: a badly damaged file may fail again partway, after
 * the rows that say most; those are kept, and the failure added. */
function quickCheck(db: Database.Database): string {
  const rows: string[] = [];
  try {
    for (const row of db.prepare('PRAGMA quick_check').pluck().iterate()) rows.push(String(row));
  } catch (err) {
    if (rows.length === 0) throw err;
    rows.push((err as Error).message);
  }
  return rows.join('\n');
}

export interface OpenOptions {
  /** Where pre-migration backups go; default: beside the database. */
  backupDir?: string;
}

export function openDatabase(path: string, options: OpenOptions = {}): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: 0 });
  try {
    let check: string;
    try {
      // One process per file, for its whole life: the first access takes SQLite's lock and keeps it.
      takeLock(db);
      // Before anything writes (even switching to WAL changes the header): a newer schema is refused.
      assertNotTooNew(db);
      check = quickCheck(db);
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (isBusy(err)) throw new DatabaseInUseError(path, readOwner(path));
      if (['SQLITE_READONLY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR_LOCK'].some((c) => code.startsWith(c))) throw new DatabaseReadOnlyError(path);
      if (code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT')) check = (err as Error).message;
      else throw err;
    }
    if (check !== 'ok') throw new DatabaseDamagedError(path, check, path === ':memory:' ? null : newestGoodBackup(path));
    if (path !== ':memory:') probeWritable(db, path);
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (path !== ':memory:' && mode !== 'wal') throw new Error(`Could not switch to WAL (got ${String(mode)})`);
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    if (path !== ':memory:') writeOwner(path);
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
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('optimize');
  } catch {
    // A full or read-only disk refuses the checkpoint; the WAL keeps every commit, and SQLite
    // folds it in at the next open. Closing must still happen.
  }
  db.close();
  if (db.name !== ':memory:') removeOwner(db.name);
}
