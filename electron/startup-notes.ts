// runtime: node. What both ways of starting Arbiter (the desktop app, served mode) tell the
// organizer about the database they open: a damaged file in one sentence with the command that
// restores its backup (what the check found goes to the log file), and an event list found empty
// while backups with events sit beside it.
import type Database from 'better-sqlite3';
import { backupFolder, newestBackupWithEvents, type BackupInfo } from './store/backups';
import type { DatabaseDamagedError } from './store/connection';
import { appendToLog } from './settings/log-file';

/** `named`: the database was given with --db (the default one needs no --db to be restored). */
export function restoreCommand(dbPath: string, named: boolean, backupFile: string): string {
  return `npm start --${named ? ` --db "${dbPath}"` : ''} --restore "${backupFile}"`;
}

/** Writes what the integrity check found to the log file; the sentence that says where, or
 * nothing when the log could not be written. */
export function logCheck(err: DatabaseDamagedError, logFile: string, now: Date): string {
  return appendToLog(logFile, now, `${err.path} failed its integrity check:`, err.check) ? `What the integrity check found is in ${logFile}.` : '';
}

/** The damaged file's sentence, the command that restores its newest good backup, and where the
 * integrity check's own words went. */
export function damagedNote(err: DatabaseDamagedError, named: boolean, logFile: string, now: Date): string {
  return [
    err.message,
    ...(err.backup ? [`To restore it, start Arbiter with:  ${restoreCommand(err.path, named, err.backup.file)}`] : []),
    logCheck(err, logFile, now),
  ]
    .filter(Boolean)
    .join('\n');
}

export interface EmptyNote {
  backup: BackupInfo;
  /** What was found, naming the backup. */
  message: string;
  /** The same, and the command that restores the backup: one line for the terminal. */
  line: string;
}

/** A database with no events beside backups that have some: emptied, or copied without its WAL
 * (where the newest commits are), rather than a new event list. Null when it has events, or no
 * backup holds any. */
export function emptyNote(db: Database.Database, dbPath: string, named: boolean): EmptyNote | null {
  if (db.prepare('SELECT EXISTS (SELECT 1 FROM events)').pluck().get() === 1) return null;
  const backup = newestBackupWithEvents(dbPath);
  if (!backup) return null;
  const message = `The database ${dbPath} has no events, but backups of it with events are in ${backupFolder(dbPath)}: the newest is ${backup.file}, made ${backup.at}.`;
  return {
    backup,
    message,
    line: `${message} If the events should be here (the file was emptied, or copied without its -wal file), stop Arbiter and start it with:  ${restoreCommand(dbPath, named, backup.file)}`,
  };
}
