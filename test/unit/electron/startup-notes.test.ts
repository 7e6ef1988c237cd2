// What Arbiter says at start about the database it opens: an event list found empty beside
// backups with events names the newest of them and the command that restores it; a damaged file
// is one sentence, what its check found going to the log file.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/app-core';
import { fileSettings } from '../../../electron/settings/file-settings';
import { backupFolder, listBackups } from '../../../electron/store/backups';
import { DatabaseDamagedError } from '../../../electron/store/connection';
import { damagedNote, emptyNote } from '../../../electron/startup-notes';

let dir: string;
let dbPath: string;
let now: Date;
const open: Core[] = [];

function core(path = dbPath): Core {
  const c = createCore({ dbPath: path, settings: fileSettings(join(dir, 'settings.json')), clock: () => now, log: () => {} });
  open.push(c);
  return c;
}
const closeAll = () => open.splice(0).forEach((c) => c.close());
const desk = { actor: 'desk', readOnly: false };

/** An event with a player, closed at `at` (which makes the backup at close). */
function eventClosedAt(at: string): void {
  now = new Date(at);
  const c = core();
  const ev = c.dispatch('event.create', { name: 'Club night', date: '2026-12-05', ruleset: 'generic' }, desk);
  if (!ev.ok) throw new Error(ev.error.message);
  c.dispatch('player.register', { eventId: (ev.value as { id: number }).id, name: 'Ann' }, desk);
  closeAll();
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-notes-'));
  dbPath = join(dir, 'club.sqlite');
});
afterEach(() => {
  closeAll();
  rmSync(dir, { recursive: true, force: true });
});

describe('an event list found empty beside backups', () => {
  it('an emptied file (0 bytes) names the newest backup with events and the exact command that restores it', () => {
    eventClosedAt('2026-12-05T10:00:00Z');
    eventClosedAt('2026-12-05T11:00:00Z');
    writeFileSync(dbPath, '');
    now = new Date('2026-12-05T12:00:00Z');
    const note = emptyNote(core().store.db, dbPath, true)!;
    const newest = join(backupFolder(dbPath), '2026-12-05T11-00-00-000Z-close.sqlite');
    expect(note.backup.file).toBe(newest);
    expect(note.message).toBe(
      `The database ${dbPath} has no events, but backups of it with events are in ${backupFolder(dbPath)}: the newest is ${newest}, made 2026-12-05T11:00:00.000Z.`,
    );
    expect(note.line).toBe(
      `${note.message} If the events should be here (the file was emptied, or copied without its -wal file), stop Arbiter and start it with:  npm start -- --db "${dbPath}" --restore "${newest}"`,
    );
    expect(note.line).not.toContain('\n');
    // The default database is restored without --db.
    expect(emptyNote(open[0]!.store.db, dbPath, false)!.line).toContain(`start it with:  npm start -- --restore "${newest}"`);
  });

  it('a file copied without its WAL (its events were all in it) is found empty too', () => {
    now = new Date('2026-12-05T09:00:00Z');
    core();
    closeAll();
    now = new Date('2026-12-05T10:00:00Z');
    const live = core();
    live.dispatch('event.create', { name: 'Club night', date: '2026-12-05', ruleset: 'generic' }, desk);
    expect(readFileSync(`${dbPath}-wal`).length).toBeGreaterThan(0);
    const withoutWal = join(dir, 'copied.sqlite');
    copyFileSync(dbPath, withoutWal);
    closeAll();
    copyFileSync(withoutWal, dbPath);
    now = new Date('2026-12-05T11:00:00Z');
    const note = emptyNote(core().store.db, dbPath, true)!;
    expect(note.backup.at).toBe('2026-12-05T10:00:00.000Z');
  });

  it('says nothing with events in the file, or with no backup holding any', () => {
    eventClosedAt('2026-12-05T10:00:00Z');
    now = new Date('2026-12-05T11:00:00Z');
    expect(emptyNote(core().store.db, dbPath, true)).toBeNull();
    closeAll();
    const other = join(dir, 'new.sqlite');
    expect(emptyNote(core(other).store.db, other, true)).toBeNull();
    closeAll();
    // Its backup at close holds no event: still nothing to say.
    expect(listBackups(other)).toHaveLength(1);
    now = new Date('2026-12-05T12:00:00Z');
    expect(emptyNote(core(other).store.db, other, true)).toBeNull();
  });

  it('passes over the newer backups made while the file was empty', () => {
    eventClosedAt('2026-12-05T10:00:00Z');
    writeFileSync(dbPath, '');
    now = new Date('2026-12-05T11:00:00Z');
    core();
    closeAll();
    expect(listBackups(dbPath)[0]!.at).toBe('2026-12-05T11:00:00.000Z');
    now = new Date('2026-12-05T12:00:00Z');
    expect(emptyNote(core().store.db, dbPath, true)!.backup.at).toBe('2026-12-05T10:00:00.000Z');
  });
});

describe('a damaged file', () => {
  it('is one sentence and the restore command; what the check found is in the log file', () => {
    const check = Array.from({ length: 40 }, (_, i) => `Tree ${i} page ${i}: btreeInitPage() returns error code 11`).join('\n');
    const backup = { file: join(backupFolder(dbPath), '2026-12-05T10-00-00-000Z-close.sqlite'), at: '2026-12-05T10:00:00.000Z', reason: 'close' };
    const logFile = join(dir, 'data', 'arbiter.log');
    const note = damagedNote(new DatabaseDamagedError(dbPath, check, backup), true, logFile, new Date('2026-12-05T11:00:00Z'));
    expect(note.split('\n')).toEqual([
      `The database ${dbPath} is damaged (it fails its integrity check). Arbiter has not written to it. The newest good backup is ${backup.file}, made ${backup.at}.`,
      `To restore it, start Arbiter with:  npm start -- --db "${dbPath}" --restore "${backup.file}"`,
      `What the integrity check found is in ${logFile}.`,
    ]);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain(`2026-12-05T11:00:00.000Z ${dbPath} failed its integrity check:`);
    expect(log).toContain('  Tree 39 page 39: btreeInitPage() returns error code 11');
  });

  it('without a good backup, or a log it can write, says so in as few lines', () => {
    // A file where the log's folder should be: the log cannot be written.
    writeFileSync(join(dir, 'not-a-folder'), '');
    const note = damagedNote(new DatabaseDamagedError(dbPath, 'Tree 7 page 7: btreeInitPage() returns error code 11', null), false, join(dir, 'not-a-folder', 'arbiter.log'), new Date());
    expect(note).toBe(`The database ${dbPath} is damaged (it fails its integrity check). Arbiter has not written to it. There is no good backup of it.`);
  });
});
