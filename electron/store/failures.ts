// runtime: node. What the disk or the file refused, told apart by SQLite's error code, so the
// organizer reads what to do instead of "something went wrong".
export type StoreFailure = 'disk_full' | 'read_only' | 'busy';

const messages: Record<StoreFailure, string> = {
  disk_full: 'The disk is full: nothing was saved. Free some space on this computer, then try again.',
  read_only: 'The event file cannot be written (it, its folder or the disk is read-only): nothing was saved.',
  busy: 'The event file is busy: nothing was saved. Try again in a moment.',
};

export function storeFailure(err: unknown): { reason: StoreFailure; message: string } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const reason: StoreFailure | null = code.startsWith('SQLITE_FULL')
    ? 'disk_full'
    : code.startsWith('SQLITE_READONLY')
      ? 'read_only'
      : code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')
        ? 'busy'
        : null;
  return reason ? { reason, message: messages[reason] } : null;
}
