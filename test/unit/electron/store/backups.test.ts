// Backups and the restore drill: a backup at every round start and at close, each checked; the
// rotation; a damaged database never written to, its newest good backup named and restored; one
// process per database file.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../../electron/core/app-core';
import { fileSettings } from '../../../../electron/settings/file-settings';
import {
  backupFolder,
  isSound,
  KEEP_NEWEST,
  listBackups,
  restoreBackup,
  rotateBackups,
} from '../../../../electron/store/backups';
import { DatabaseDamagedError } from '../../../../electron/store/connection';
import { DatabaseInUseError } from '../../../../electron/store/lock';

let dir: string;
let dbPath: string;
let now: Date;
const open: Core[] = [];

function core(): Core {
  const c = createCore({ dbPath, settings: fileSettings(join(dir, 'settings.json')), clock: () => now, log: (e) => { throw e; }, backupTiming: { quietMs: 20, longestWaitMs: 200 } });
  open.push(c);
  return c;
}
const desk = { actor: 'desk', readOnly: false };
function call<T>(c: Core, name: string, input: unknown): T {
  const r = c.dispatch(name, input, desk);
  if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
  return r.value as T;
}

function eventWithPlayers(c: Core, names: string[]): number {
  const ev = call<{ id: number }>(c, 'event.create', { name: 'Club night', date: '2026-12-05', ruleset: 'generic' });
  for (const name of names) {
    const p = call<{ id: number; version: number }>(c, 'player.register', { eventId: ev.id, name });
    call(c, 'player.checkIn', { id: p.id, version: p.version });
  }
  return ev.id;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return null;
}

/** Overwrites the middle of the file with garbage, as a failing disk or a bad copy would. */
function damage(file: string): void {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 8192);
  writeSync(fd, Buffer.alloc(100, 0x00), 0, 100, 0);
  closeSync(fd);
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-backups-'));
  dbPath = join(dir, 'club.sqlite');
  now = new Date('2026-12-05T09:00:00Z');
});
afterEach(() => {
  for (const c of open.splice(0)) c.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('backups', () => {
  it('makes a checked backup when a round is paired and when it is published, and one at close', async () => {
    const c = core();
    const eventId = eventWithPlayers(c, ['Ann', 'Bo', 'Cy', 'Di']);
    expect(listBackups(dbPath)).toEqual([]);
    now = new Date('2026-12-05T10:00:00Z');
    const draft = call<{ id: number; version: number }>(c, 'round.pair', { eventId, newest: null });
    await c.backupsSettled();
    now = new Date('2026-12-05T10:05:00Z');
    call(c, 'round.publish', { roundId: draft.id, version: draft.version });
    await c.backupsSettled();
    expect(listBackups(dbPath).map((b) => [b.at, b.reason])).toEqual([
      ['2026-12-05T10:05:00.000Z', 'round-start'],
      ['2026-12-05T10:00:00.000Z', 'round-start'],
    ]);
    now = new Date('2026-12-05T23:00:00Z');
    c.close();
    open.length = 0;
    const all = listBackups(dbPath);
    expect(all.map((b) => b.reason)).toEqual(['close', 'round-start', 'round-start']);
    for (const b of all) expect(isSound(b.file)).toBe(true);
    // No half-written file is left behind.
    expect(readdirSync(backupFolder(dbPath)).filter((f) => !f.endsWith('.sqlite'))).toEqual([]);
  });

  it('keeps the newest twenty and the newest of each older day', () => {
    mkdirSync(backupFolder(dbPath), { recursive: true });
    const made: string[] = [];
    // Four days, ten backups a day, hourly.
    for (let day = 1; day <= 4; day++) {
      for (let h = 8; h < 18; h++) {
        const at = `2026-12-0${day}T${String(h).padStart(2, '0')}-00-00-000Z`;
        writeFileSync(join(backupFolder(dbPath), `${at}-round-start.sqlite`), '');
        made.push(at);
      }
    }
    // What a backup cut off by a crash left half-written goes too.
    writeFileSync(join(backupFolder(dbPath), '.2026-12-04T18-00-00-000Z-round-start.sqlite.partial'), 'half');
    rotateBackups(dbPath);
    expect(readdirSync(backupFolder(dbPath)).filter((f) => f.startsWith('.'))).toEqual([]);
    const kept = listBackups(dbPath).map((b) => b.at);
    expect(kept).toHaveLength(KEEP_NEWEST + 2);
    expect(kept.slice(0, KEEP_NEWEST)).toEqual(
      made.slice(-KEEP_NEWEST).reverse().map((a) => a.replace(/T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/, 'T$1:$2:$3.$4Z')),
    );
    // Days 1 and 2 keep their newest (17:00); days 3 and 4 are inside the newest twenty.
    expect(kept.slice(KEEP_NEWEST)).toEqual(['2026-12-02T17:00:00.000Z', '2026-12-01T17:00:00.000Z']);
  });
});

describe('the restore drill', () => {
  it('refuses a damaged database without writing to it, names the newest good backup, and restores it', async () => {
    const c = core();
    const eventId = eventWithPlayers(c, ['Ann', 'Bo', 'Cy', 'Di']);
    now = new Date('2026-12-05T10:00:00Z');
    call(c, 'round.pair', { eventId, newest: null });
    await c.backupsSettled();
    now = new Date('2026-12-05T10:30:00Z');
    c.close();
    open.length = 0;
    const newest = listBackups(dbPath)[0]!;
    expect(newest.reason).toBe('close');
    damage(dbPath);
    const before = readdirSync(dir).sort();
    const refused = thrown(core);
    expect(refused).toBeInstanceOf(DatabaseDamagedError);
    const damaged = refused as DatabaseDamagedError;
    expect(damaged.backup?.file).toBe(newest.file);
    expect(damaged.message).toContain('is damaged');
    expect(damaged.message).toContain(newest.file);
    expect(readdirSync(dir).sort()).toEqual(before);

    now = new Date('2026-12-05T11:00:00Z');
    const { keptAs } = restoreBackup(dbPath, newest.file, now);
    expect(keptAs).toBe(`${dbPath}.replaced-2026-12-05T11-00-00-000Z`);
    expect(existsSync(keptAs!)).toBe(true);
    const back = core();
    const players = call<{ name: string }[]>(back, 'player.list', { eventId });
    expect(players.map((p) => p.name).sort()).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
    expect(call<unknown[]>(back, 'round.list', { eventId })).toHaveLength(1);
  });

  it('passes over a damaged backup for the newest good one, and refuses to restore a damaged file', () => {
    const c = core();
    eventWithPlayers(c, ['Ann', 'Bo']);
    now = new Date('2026-12-05T10:00:00Z');
    c.close();
    open.length = 0;
    const good = listBackups(dbPath)[0]!;
    const c2 = core();
    now = new Date('2026-12-05T12:00:00Z');
    c2.close();
    open.length = 0;
    const bad = listBackups(dbPath)[0]!;
    expect(bad.at > good.at).toBe(true);
    damage(bad.file);
    damage(dbPath);
    expect(() => core()).toThrow(expect.objectContaining({ backup: expect.objectContaining({ file: good.file }) }));
    expect(() => restoreBackup(dbPath, bad.file, now)).toThrow(/failed its integrity check/);
  });

  it('says a backup that is not there does not exist, naming it, and leaves the database as it was', () => {
    core();
    open.splice(0).forEach((c) => c.close());
    const files = readdirSync(dir).sort();
    const missing = join(backupFolder(dbPath), 'no-such-backup.sqlite');
    const refused = thrown(() => restoreBackup(dbPath, missing, now)) as Error;
    expect(refused.message).toBe(`There is no file ${missing} to restore from: check the path (the backups are in ${backupFolder(dbPath)}).`);
    expect(readdirSync(dir).sort()).toEqual(files);
  });
});

describe('one process per database', () => {
  it('restores over a file whose Arbiter was killed, keeping the commits still in its WAL with the file it replaced', async () => {
    const c = core();
    eventWithPlayers(c, ['Ann']);
    c.close();
    open.length = 0;
    const backup = listBackups(dbPath)[0]!;
    const holder = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'test/fixtures/hold-database.ts'), dbPath], { stdio: ['pipe', 'pipe', 'inherit'] });
    const said: string[] = [];
    createInterface({ input: holder.stdout! }).on('line', (line) => said.push(line));
    for (let i = 0; i < 300 && !said.includes('held'); i++) await new Promise((r) => setTimeout(r, 50));
    holder.stdin!.write('Only in the WAL\n');
    for (let i = 0; i < 300 && !said.includes('saved Only in the WAL'); i++) await new Promise((r) => setTimeout(r, 50));
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    expect(readFileSync(`${dbPath}-wal`).length).toBeGreaterThan(0);

    const { keptAs } = restoreBackup(dbPath, backup.file, new Date('2026-12-05T11:00:00Z'));
    now = new Date('2026-12-05T12:00:00Z');
    expect(call<{ name: string }[]>(core(), 'event.list', {}).map((e) => e.name)).toEqual(['Club night']);
    open.splice(0).forEach((o) => o.close());
    rmSync(backupFolder(dbPath), { recursive: true });
    for (const side of ['', '-wal']) if (existsSync(keptAs! + side)) renameSync(keptAs! + side, dbPath + side);
    expect(call<{ name: string }[]>(core(), 'event.list', {}).map((e) => e.name)).toEqual(expect.arrayContaining(['Club night', 'Only in the WAL']));
  }, 30_000);

  it('refuses a second opener, naming the holder, and opens once the first has closed', () => {
    const first = core();
    const refused = thrown(core);
    expect(refused).toBeInstanceOf(DatabaseInUseError);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    first.close();
    open.length = 0;
    expect(() => core()).not.toThrow();
  });

  it('refuses to restore over a database another process serves, leaving the live file untouched and its writes kept', async () => {
    const c = core();
    eventWithPlayers(c, ['Ann']);
    c.close();
    open.length = 0;
    const backup = listBackups(dbPath)[0]!;
    const holder = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'test/fixtures/hold-database.ts'), dbPath], { stdio: ['pipe', 'pipe', 'inherit'] });
    const said: string[] = [];
    createInterface({ input: holder.stdout! }).on('line', (line) => said.push(line));
    const heard = async (line: string) => {
      for (let i = 0; i < 300 && !said.includes(line); i++) await new Promise((r) => setTimeout(r, 50));
      expect(said).toContain(line);
    };
    try {
      await heard('held');
      holder.stdin!.write('Before the restore\n');
      await heard('saved Before the restore');
      const files = readdirSync(dir).sort();
      const live = [readFileSync(dbPath), readFileSync(`${dbPath}-wal`)];

      const refused = thrown(() => restoreBackup(dbPath, backup.file, new Date('2026-12-05T11:00:00Z')));
      expect(refused).toBeInstanceOf(DatabaseInUseError);
      expect((refused as Error).message).toContain(`is already open in another Arbiter (process ${holder.pid}`);
      expect(readdirSync(dir).sort()).toEqual(files);
      expect([readFileSync(dbPath), readFileSync(`${dbPath}-wal`)]).toEqual(live);

      holder.stdin!.write('After the refusal\n');
      await heard('saved After the refusal');
    } finally {
      holder.stdin!.end();
      await new Promise((r) => holder.once('exit', r));
    }
    now = new Date('2026-12-05T10:00:00Z');
    const back = core();
    const names = call<{ name: string }[]>(back, 'event.list', {}).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Club night', 'Before the restore', 'After the refusal']));
    back.close();
    open.length = 0;

    // Once the file is free, the restore takes the lock itself: the file it replaced is kept whole.
    const { keptAs } = restoreBackup(dbPath, backup.file, new Date('2026-12-05T12:00:00Z'));
    const restored = core();
    expect(call<{ name: string }[]>(restored, 'event.list', {}).map((e) => e.name)).toEqual(['Club night']);
    restored.close();
    open.length = 0;
    rmSync(backupFolder(dbPath), { recursive: true });
    renameSync(keptAs!, dbPath);
    expect(call<{ name: string }[]>(core(), 'event.list', {}).map((e) => e.name)).toEqual(expect.arrayContaining(['Before the restore', 'After the refusal']));
  }, 30_000);
});
