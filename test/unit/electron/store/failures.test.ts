// When the disk refuses: a full disk and a read-only file each get their own message saying what
// to do, nothing is half-written, and closing still works; a file that cannot be written is
// refused at start instead of failing every command after.
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/app-core';
import { fileSettings } from '../../../../electron/settings/file-settings';
import { DatabaseReadOnlyError } from '../../../../electron/store/connection';
import { storeFailure } from '../../../../electron/store/failures';

let dir: string;
let dbPath: string;
let c: Core | null = null;
const desk = { actor: 'desk', readOnly: false };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-failures-'));
  dbPath = join(dir, 'club.sqlite');
});
afterEach(() => {
  c?.close();
  c = null;
  spawnSync('chattr', ['-i', dbPath, `${dbPath}-wal`], { stdio: 'ignore' });
  rmSync(dir, { recursive: true, force: true });
});

const open = () => (c = createCore({ dbPath, settings: fileSettings(join(dir, 's.json')), log: () => {}, backups: false }));

describe('a disk that refuses', () => {
  it('a full disk: the command is refused with its own reason, nothing half-written, and the event goes on once there is room', () => {
    const core = open();
    const ev = core.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, desk);
    if (!ev.ok) throw new Error(ev.error.message);
    const eventId = (ev.value as { id: number }).id;
    const pages = Number(core.store.db.pragma('page_count', { simple: true }));
    core.store.db.pragma(`max_page_count = ${pages + 2}`);
    let refusal = null;
    let registered = 0;
    for (let i = 0; i < 500 && !refusal; i++) {
      const r = core.dispatch('player.register', { eventId, name: `Player ${i} ${'x'.repeat(60)}` }, desk);
      if (r.ok) registered++;
      else refusal = r.error;
    }
    expect(refusal).toMatchObject({ code: 'internal', details: { reason: 'disk_full' } });
    expect(refusal!.message).toContain('The disk is full');
    const list = core.dispatch('player.list', { eventId }, desk);
    expect(list.ok && (list.value as unknown[]).length).toBe(registered);
    core.store.db.pragma('max_page_count = 1073741823');
    expect(core.dispatch('player.register', { eventId, name: 'After' }, desk).ok).toBe(true);
  });

  it('a file that turns read-only while open: its own reason, and closing still works', () => {
    const core = open();
    core.store.db.pragma('query_only = 1');
    const r = core.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, desk);
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', details: { reason: 'read_only' } } });
    expect(() => core.close()).not.toThrow();
    c = null;
  });

  it('tells a busy file apart from the other refusals', () => {
    expect(storeFailure({ code: 'SQLITE_BUSY' })?.reason).toBe('busy');
    expect(storeFailure({ code: 'SQLITE_READONLY_DBMOVED' })?.reason).toBe('read_only');
    expect(storeFailure({ code: 'SQLITE_FULL' })?.reason).toBe('disk_full');
    expect(storeFailure(new Error('other'))).toBeNull();
    expect(storeFailure({ code: 'SQLITE_FULLNESS' })).toBeNull();
  });

  // Every code a write refused by the file system comes back with, thrown from inside the
  // command's transaction (the audit row, written after the command's own rows): each gets its
  // reason, and the rows written before it are rolled back.
  const refusals: [string, string][] = [
    ['SQLITE_FULL', 'disk_full'],
    ['ENOSPC', 'disk_full'],
    ['SQLITE_READONLY', 'read_only'],
    ['SQLITE_READONLY_DBMOVED', 'read_only'],
    ['SQLITE_PERM', 'read_only'],
    ['SQLITE_CANTOPEN', 'read_only'],
    ['SQLITE_CANTOPEN_ISDIR', 'read_only'],
    ['EACCES', 'read_only'],
    ['EROFS', 'read_only'],
    ['EPERM', 'read_only'],
    ['SQLITE_IOERR', 'disk_error'],
    ['SQLITE_IOERR_WRITE', 'disk_error'],
    ['SQLITE_IOERR_FSYNC', 'disk_error'],
    ['EIO', 'disk_error'],
    ['SQLITE_BUSY', 'busy'],
  ];
  it.each(refusals)('a write refused with %s: reason %s, nothing written', (code, reason) => {
    const core = open();
    const ev = core.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, desk);
    if (!ev.ok) throw new Error(ev.error.message);
    const eventId = (ev.value as { id: number }).id;
    const append = core.store.audit.append;
    core.store.audit.append = () => {
      throw code.startsWith('SQLITE_') ? new Database.SqliteError('refused', code) : Object.assign(new Error('refused'), { code });
    };
    const r = core.dispatch('player.register', { eventId, name: 'Ann' }, desk);
    core.store.audit.append = append;
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', details: { reason } } });
    expect(r.ok || r.error.message).not.toContain('Something went wrong');
    const list = core.dispatch('player.list', { eventId }, desk);
    expect(list.ok && list.value).toEqual([]);
    expect(core.store.db.prepare('SELECT count(*) FROM audit').pluck().get()).toBe(1);
  });

  it('a file made read-only under a running event (chattr +i, an I/O error to SQLite): read_only, nothing written', (ctx) => {
    const core = open();
    const ev = core.dispatch('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }, desk);
    if (!ev.ok) throw new Error(ev.error.message);
    const eventId = (ev.value as { id: number }).id;
    // The file and its WAL, where the commits go first.
    const files = [dbPath, `${dbPath}-wal`].filter((f) => existsSync(f));
    if (spawnSync('chattr', ['+i', ...files], { stdio: 'ignore' }).status !== 0) {
      ctx.skip(`this machine cannot make ${dbPath} immutable (chattr +i needs root on a file system that has it)`);
      return;
    }
    const r = core.dispatch('player.register', { eventId, name: 'Ann' }, desk);
    spawnSync('chattr', ['-i', ...files], { stdio: 'ignore' });
    expect(r).toMatchObject({ ok: false, error: { code: 'internal', details: { reason: 'read_only' } } });
    const list = core.dispatch('player.list', { eventId }, desk);
    expect(list.ok && list.value).toEqual([]);
    expect(core.dispatch('player.register', { eventId, name: 'Bo' }, desk).ok).toBe(true);
  });
});

/** Makes the file unwritable for this process: chmod for a normal user, chattr +i for root. */
function makeReadOnly(file: string): boolean {
  chmodSync(file, 0o444);
  try {
    writeFileSync(file, '', { flag: 'a' });
  } catch {
    return true;
  }
  chmodSync(file, 0o644);
  return spawnSync('chattr', ['+i', file], { stdio: 'ignore' }).status === 0;
}

describe('a read-only file at start', () => {
  it('is refused with a message saying what to do, not opened to fail every command', (ctx) => {
    open();
    c!.close();
    c = null;
    if (!makeReadOnly(dbPath)) {
      ctx.skip(`this machine cannot make ${dbPath} read-only for this process (root without chattr)`);
      return;
    }
    expect(() => open()).toThrow(DatabaseReadOnlyError);
    c = null;
    expect(() => open()).toThrow(/copy it to a folder you can write to/);
    c = null;
  });
});
