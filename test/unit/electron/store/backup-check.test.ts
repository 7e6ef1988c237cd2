// The last steps of a backup copy on a worker thread: made self-contained, checked, a damaged
// copy refused, and the same answers on the main thread once the worker is gone.
import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workerChecker, type BackupChecker } from '../../../../electron/store/backup-check';

let dir: string;
let checker: BackupChecker;

/** A copy as the backup API leaves it from a WAL database: still marked WAL. */
function copyInWalMode(name: string): string {
  const file = join(dir, name);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (x TEXT); CREATE INDEX t_x ON t (x);');
  const insert = db.prepare('INSERT INTO t VALUES (?)');
  for (let i = 0; i < 2000; i++) insert.run(`row ${i}`);
  db.close();
  return file;
}

function journalMode(file: string): string {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('journal_mode', { simple: true }) as string;
  } finally {
    db.close();
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-check-'));
  checker = workerChecker();
});
afterEach(async () => {
  await checker.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the check of a backup copy', () => {
  it('makes a sound copy self-contained and says it is sound', async () => {
    const file = copyInWalMode('good.sqlite');
    expect(await checker.check(file)).toBe(true);
    expect(journalMode(file)).toBe('delete');
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('says a damaged copy is not sound', async () => {
    const file = copyInWalMode('bad.sqlite');
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 8192);
    closeSync(fd);
    expect(await checker.check(file)).toBe(false);
    expect(await checker.check(join(dir, 'missing.sqlite'))).toBe(false);
  });

  it('checks many copies at once, each answered for itself', async () => {
    const files = ['a', 'b', 'c'].map((n) => copyInWalMode(`${n}.sqlite`));
    const fd = openSync(files[1]!, 'r+');
    writeSync(fd, Buffer.alloc(100, 0), 0, 100, 0);
    closeSync(fd);
    expect(await Promise.all(files.map((f) => checker.check(f)))).toEqual([true, false, true]);
  });

  it('gives the same answers on the main thread once its worker is gone', async () => {
    const good = copyInWalMode('good.sqlite');
    expect(await checker.check(good)).toBe(true);
    await checker.close();
    const later = copyInWalMode('later.sqlite');
    expect(await checker.check(later)).toBe(true);
    expect(journalMode(later)).toBe('delete');
    const fd = openSync(later, 'r+');
    writeSync(fd, Buffer.alloc(100, 0), 0, 100, 0);
    closeSync(fd);
    expect(await checker.check(later)).toBe(false);
  });
});
