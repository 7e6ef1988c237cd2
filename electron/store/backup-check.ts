// runtime: node. The last steps of a backup copy, off the main thread: its journal mode set to
// DELETE (a backup is one self-contained file, with no -wal or -shm) and its integrity_check.
// At 4,096 players the check alone takes 40-70 ms of CPU; on the main thread it held up the
// windows fetching the round just paired, which is exactly when a backup is made.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { isSound } from './backups';

export interface BackupChecker {
  /** Whether the copy is sound, once made self-contained. */
  check(file: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Both steps on the caller's thread: the worker's fallback. */
function finishCopy(file: string): boolean {
  try {
    const copy = new Database(file, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
  } catch {
    return false;
  }
  return isSound(file);
}

// Plain CommonJS run by the worker, so that no second bundle or build entry is needed: it repeats
// finishCopy's few lines for that reason (a TypeScript function cannot be handed to it as is).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqlite);
parentPort.on('message', ({ id, file }) => {
  let sound = false;
  try {
    const copy = new Database(file, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const check = new Database(file, { readonly: true, fileMustExist: true });
    try {
      sound = check.pragma('integrity_check', { simple: true }) === 'ok';
    } finally {
      check.close();
    }
  } catch {
    sound = false;
  }
  parentPort.postMessage({ id, sound });
});
`;

function sqliteModulePath(): string {
  // The bundles are CommonJS (require); under tsx (tests, bench) this module is ESM.
  const req = typeof require === 'function' ? require : createRequire(import.meta.url);
  return req.resolve('better-sqlite3');
}

/**
 * A checker on one worker thread, started at the first check. Should the worker fail to start or
 * die, the checks waiting on it and every later one run on the main thread instead (logged):
 * slower for the windows, never a backup counted unchecked.
 */
export function workerChecker(log: (err: unknown) => void = () => {}): BackupChecker {
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const waiting = new Map<number, { file: string; resolve: (sound: boolean) => void }>();
  const fallBack = (err: unknown) => {
    if (!broken) log(err);
    broken = true;
    worker = null;
    for (const { file, resolve } of waiting.values()) resolve(finishCopy(file));
    waiting.clear();
  };
  const start = (): Worker | null => {
    if (worker || broken) return worker;
    try {
      worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { sqlite: sqliteModulePath() } });
    } catch (err) {
      log(err);
      broken = true;
      return null;
    }
    worker.unref();
    worker.on('message', ({ id, sound }: { id: number; sound: boolean }) => {
      waiting.get(id)?.resolve(sound);
      waiting.delete(id);
    });
    worker.on('error', fallBack);
    worker.on('exit', (code) => {
      if (waiting.size > 0) fallBack(new Error(`The backup check's worker stopped (exit code ${code}); backups are checked on the main thread.`));
      worker = null;
    });
    return worker;
  };
  return {
    check(file) {
      const w = start();
      if (!w) return Promise.resolve(finishCopy(file));
      return new Promise((resolve) => {
        const id = next++;
        waiting.set(id, { file, resolve });
        w.postMessage({ id, file });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      broken = true;
      if (w) await w.terminate();
    },
  };
}
