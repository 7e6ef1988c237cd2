// runtime: node. When the backup of a round start is made: once the room has gone quiet after it.
// Right after a pairing or a publish every window fetches the new round; a backup then (9.5 MB
// copied and synced at 4,096 players) competed with them for the disk and the thread. So the
// backup waits until no round start has come for `quietMs`, and at most `longestWaitMs` after the
// first one waiting: one backup of the newest state for a draft paired again five times. The
// database itself keeps every commit meanwhile; the backup made at close covers a quit before.
import type { ChangeEvent } from '../../shared/contract/changes';

export interface BackupTiming {
  quietMs: number;
  longestWaitMs: number;
}

export const DEFAULT_BACKUP_TIMING: BackupTiming = { quietMs: 1500, longestWaitMs: 10_000 };

const startsARound = (change: ChangeEvent) => change.operation === 'round.pair' || change.operation === 'round.publish';

/** `backup` is called on one change a burst, never while another it made is still running. */
export function roundStartBackups(backup: () => Promise<unknown>, log: (err: unknown) => void, timing: BackupTiming) {
  let queue: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let firstWaiting = 0;
  let made: (() => void) | null = null;
  let waited: Promise<void> = Promise.resolve();

  const run = () => {
    timer = null;
    const done = made;
    made = null;
    queue = queue
      .then(backup)
      .then(
        () => undefined,
        (err: unknown) => log(err),
      )
      .finally(() => done?.());
  };

  return {
    onChange(change: ChangeEvent): void {
      if (!startsARound(change)) return;
      const now = performance.now();
      if (timer) clearTimeout(timer);
      else {
        firstWaiting = now;
        waited = new Promise((resolve) => (made = resolve));
      }
      timer = setTimeout(run, Math.max(0, Math.min(timing.quietMs, firstWaiting + timing.longestWaitMs - now)));
      // A pending backup never keeps the process alive: the backup at close covers it.
      timer.unref?.();
    },
    /** Settles once the backups already asked for are written (or have failed and been logged). */
    settled(): Promise<void> {
      return timer ? waited.then(() => queue) : queue;
    },
    /** Drops a backup still waiting for quiet (the caller makes the one at close). */
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      made?.();
      made = null;
    },
  };
}
