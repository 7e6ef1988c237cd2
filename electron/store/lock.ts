// runtime: node. One Arbiter per database file: SQLite's exclusive lock, taken before anything is
// read and kept for the life of the connection, and a note beside the file naming who holds it.
import Database from 'better-sqlite3';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Another process holds the database: two writers on one file would refuse each other's writes. */
export class DatabaseInUseError extends Error {
  constructor(readonly path: string, holder: string | null) {
    super(`The database ${path} is already open in another Arbiter${holder ? ` (${holder})` : ''}. Close that one first, or open another file with --db.`);
  }
}

/** Takes the lock on an open connection; SQLite's error (SQLITE_BUSY while another holds it) is
 * the caller's to tell apart. */
export function takeLock(db: Database.Database): void {
  db.pragma('locking_mode = EXCLUSIVE');
  db.exec('BEGIN EXCLUSIVE; COMMIT');
}

export const isBusy = (err: unknown) => String((err as { code?: unknown } | null)?.code).startsWith('SQLITE_BUSY');

/**
 * Holds the lock of an existing database file while its files are moved aside (a restore), so no
 * Arbiter serves it meanwhile; refused with DatabaseInUseError while another process holds it.
 * A file that is no database at all cannot be locked through SQLite, and no Arbiter can be
 * serving it (each refuses such a file at open): it is moved without the lock.
 */
export function holdLock(path: string): { release(): void } {
  const db = new Database(path, { timeout: 0, fileMustExist: true });
  try {
    takeLock(db);
  } catch (err) {
    db.close();
    if (isBusy(err)) throw new DatabaseInUseError(path, readOwner(path));
    if (String((err as { code?: unknown }).code).startsWith('SQLITE_NOTADB')) return { release() {} };
    throw err;
  }
  return { release: () => db.close() };
}

/** Who holds a database, written beside it while it is open, so a second opener can say so. */
const ownerFile = (path: string) => `${path}.owner`;

export function writeOwner(path: string): void {
  writeFileSync(ownerFile(path), JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
}

export function removeOwner(path: string): void {
  rmSync(ownerFile(path), { force: true });
}

export function readOwner(path: string): string | null {
  try {
    const o = JSON.parse(readFileSync(ownerFile(path), 'utf8')) as { pid?: number; host?: string; since?: string };
    return `process ${o.pid ?? '?'} on ${o.host ?? '?'}, since ${o.since ?? '?'}`;
  } catch {
    return null;
  }
}
