// runtime: node. Backups of the event database: made at every round start and at close, each
// checked with integrity_check before it counts, rotated, and restored on demand. They live in a
// folder beside the database, `<database file>.backups/`, one file per backup named by its time.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { holdLock } from './lock';

/** The newest backups kept whatever their day; older ones keep the newest of each day. */
export const KEEP_NEWEST = 20;

export interface BackupInfo {
  file: string;
  /** ISO time the backup was made. */
  at: string;
  reason: string;
}

export function backupFolder(dbPath: string): string {
  return join(dirname(dbPath), `${basename(dbPath)}.backups`);
}

const namePattern = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-([a-z-]+)\.sqlite$/;

function fileName(now: Date, reason: string): string {
  return `${now.toISOString().replace(/:/g, '-').replace('.', '-')}-${reason}.sqlite`;
}

/** The backups of a database, newest first. */
export function listBackups(dbPath: string): BackupInfo[] {
  const dir = backupFolder(dbPath);
  if (!existsSync(dir)) return [];
  const out: BackupInfo[] = [];
  for (const name of readdirSync(dir)) {
    const m = namePattern.exec(name);
    if (!m) continue;
    out.push({ file: join(dir, name), at: `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`, reason: m[6]! });
  }
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** Whether a file is a sound SQLite database (opened read-only, so checking changes nothing). */
export function isSound(file: string): boolean {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db.pragma('integrity_check', { simple: true }) === 'ok';
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

export function newestGoodBackup(dbPath: string): BackupInfo | null {
  return listBackups(dbPath).find((b) => isSound(b.file)) ?? null;
}

function holdsEvents(file: string): boolean {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT EXISTS (SELECT 1 FROM events)').pluck().get() === 1;
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/** The newest sound backup holding at least one event: the backups made at close while the
 * database was empty are newer, and hold nothing to restore. */
export function newestBackupWithEvents(dbPath: string): BackupInfo | null {
  return listBackups(dbPath).find((b) => isSound(b.file) && holdsEvents(b.file)) ?? null;
}

/** Keeps the newest KEEP_NEWEST and, before them, the newest of each day; deletes the rest, and
 * what a backup cut off by a crash left half-written (one process per file, one backup at a time,
 * so no other is being written now). */
export function rotateBackups(dbPath: string): void {
  for (const name of readdirSync(backupFolder(dbPath))) {
    if (name.startsWith('.') && /\.partial(-journal|-wal|-shm)?$/.test(name)) rmSync(join(backupFolder(dbPath), name), { force: true });
  }
  const days = new Set<string>();
  listBackups(dbPath).forEach((b, i) => {
    const day = b.at.slice(0, 10);
    const firstOfDay = !days.has(day);
    days.add(day);
    if (i >= KEEP_NEWEST && !firstOfDay) rmSync(b.file, { force: true });
  });
}

/** Where a backup is written before its check: a hidden name in a folder that exists, free. */
function partialFile(dbPath: string, now: Date, reason: string): string {
  mkdirSync(backupFolder(dbPath), { recursive: true });
  const tmp = join(backupFolder(dbPath), `.${fileName(now, reason)}.partial`);
  rmSync(tmp, { force: true });
  return tmp;
}

/** A checked copy lands under its final name only once integrity_check passed on it. */
function keepIfSound(tmp: string, dbPath: string, now: Date, reason: string, sound: boolean): string {
  if (!sound) {
    rmSync(tmp, { force: true });
    throw new Error(`The backup of ${dbPath} failed its integrity check and was discarded.`);
  }
  const file = join(backupFolder(dbPath), fileName(now, reason));
  renameSync(tmp, file);
  rotateBackups(dbPath);
  return file;
}

/** A backup with SQLite's online backup API, a few pages at a time between other work, then
 * made self-contained and checked by `finish` (backup-check.ts: on a worker thread). */
export async function makeBackup(
  db: Database.Database,
  dbPath: string,
  now: Date,
  reason: string,
  finish: (file: string) => Promise<boolean>,
): Promise<string> {
  const tmp = partialFile(dbPath, now, reason);
  try {
    await db.backup(tmp);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return keepIfSound(tmp, dbPath, now, reason, await finish(tmp));
}

/** The backup at close, made at once: the process may end right after, with no loop to wait on. */
export function makeBackupNow(db: Database.Database, dbPath: string, now: Date, reason: string): string {
  const tmp = partialFile(dbPath, now, reason);
  db.exec(`VACUUM INTO '${tmp.replace(/'/g, "''")}'`);
  return keepIfSound(tmp, dbPath, now, reason, isSound(tmp));
}

/**
 * Puts a backup in the database's place. The file it replaces (and its WAL) is kept beside it as
 * `<database>.replaced-<time>`, never deleted: a restore can be undone by hand. It holds the
 * database's lock throughout, so it is refused (DatabaseInUseError) while another Arbiter serves
 * the file: that one would go on writing into the file moved aside.
 */
export function restoreBackup(dbPath: string, backupFile: string, now: Date): { keptAs: string | null } {
  if (!existsSync(backupFile)) throw new Error(`There is no file ${backupFile} to restore from: check the path (the backups are in ${backupFolder(dbPath)}).`);
  if (!isSound(backupFile)) throw new Error(`${backupFile} is not a sound Arbiter backup (it failed its integrity check).`);
  const stamp = now.toISOString().replace(/:/g, '-').replace('.', '-');
  const lock = existsSync(dbPath) ? holdLock(dbPath) : null;
  try {
    let keptAs: string | null = null;
    if (existsSync(dbPath)) {
      keptAs = `${dbPath}.replaced-${stamp}`;
      renameSync(dbPath, keptAs);
    }
    for (const side of ['-wal', '-shm']) {
      if (existsSync(dbPath + side)) renameSync(dbPath + side, `${keptAs ?? dbPath}${side}`);
    }
    copyFileSync(backupFile, dbPath);
    return { keptAs };
  } finally {
    lock?.release();
  }
}
