// runtime: node. What the disk or the file refused, told apart by SQLite's error code (or the
// system's, for a file Arbiter writes itself), so the organizer reads what to do instead of
// "something went wrong".
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';

export type StoreFailure = 'disk_full' | 'read_only' | 'disk_error' | 'busy';

const messages: Record<StoreFailure, string> = {
  disk_full: 'The disk is full: nothing was saved. Free some space on this computer, then try again.',
  read_only: 'The event file cannot be written (it, its folder or the disk is read-only): nothing was saved.',
  disk_error: 'The disk could not be written (it may have been unplugged, or be failing): nothing was saved.',
  busy: 'The event file is busy: nothing was saved. Try again in a moment.',
};

const refusedWrite = ['SQLITE_READONLY', 'SQLITE_PERM', 'SQLITE_CANTOPEN', 'EACCES', 'EROFS', 'EPERM'];

/** SQLite reports a file made read-only under it (`chattr +i`, a remount) as an I/O error, the
 * same as a failing disk; whether the file can still be written tells the two apart. */
function writable(dbPath: string): boolean {
  const files = [dbPath, `${dbPath}-wal`, dirname(dbPath)].filter((f) => existsSync(f));
  try {
    for (const f of files) accessSync(f, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** `dbPath`: the database the failed write went to (none: an I/O error counts as the disk's). */
export function storeFailure(err: unknown, dbPath?: string): { reason: StoreFailure; message: string } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const is = (prefix: string) => code === prefix || code.startsWith(`${prefix}_`);
  const reason: StoreFailure | null =
    is('SQLITE_FULL') || code === 'ENOSPC'
      ? 'disk_full'
      : refusedWrite.some(is)
        ? 'read_only'
        : is('SQLITE_IOERR') || code === 'EIO'
          ? dbPath && dbPath !== ':memory:' && !writable(dbPath)
            ? 'read_only'
            : 'disk_error'
          : is('SQLITE_BUSY') || is('SQLITE_LOCKED')
            ? 'busy'
            : null;
  return reason ? { reason, message: messages[reason] } : null;
}
