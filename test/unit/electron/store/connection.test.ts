import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../electron/store/connection';
import { DatabaseTooNewError } from '../../../../electron/store/migrate';
import { schemaVersion } from '../../../../electron/store/migrations';
import { createStore } from '../../../../electron/store/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('opening the database', () => {
  it('sets WAL, synchronous FULL and foreign keys, and migrates to the current schema', () => {
    const db = openDatabase(join(dir, 'a.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['audit', 'events', 'players']));
    db.close();
  });

  it('refuses a database written by a newer app and leaves the file untouched', () => {
    const path = join(dir, 'new.sqlite');
    const raw = new Database(path);
    raw.pragma(`user_version = ${schemaVersion + 5}`);
    raw.close();
    const before = readFileSync(path);
    expect(() => openDatabase(path)).toThrow(DatabaseTooNewError);
    expect(() => openDatabase(path)).toThrow(/newer Arbiter/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(statSync(path).size).toBe(before.length);
  });

  it('opens the same file again without migrating twice and keeps the data', () => {
    const path = join(dir, 'b.sqlite');
    const s1 = createStore(path);
    s1.events.insert({ name: 'Kept', date: '2026-12-05', ruleset: 'generic', options: {}, stages: [{ kind: 'swiss' }] }, 'secret', '2026-12-05T09:00:00Z');
    s1.close();
    const s2 = createStore(path);
    expect(s2.events.list().map((e) => e.name)).toEqual(['Kept']);
    s2.close();
  });

  it('keeps the audit log append-only', () => {
    const s = createStore(join(dir, 'c.sqlite'));
    s.audit.append('2026-12-05T09:00:00Z', 'desk', 'event.create', { name: 'x' });
    expect(() => s.db.exec('UPDATE audit SET actor = 1')).toThrow(/append-only/);
    expect(() => s.db.exec('DELETE FROM audit')).toThrow(/append-only/);
    expect(s.audit.recent(5)).toHaveLength(1);
    s.close();
  });

  it('refuses a player for an event that does not exist (foreign keys on)', () => {
    const s = createStore(join(dir, 'd.sqlite'));
    expect(() => s.players.insert(42, { name: 'Ghost', familyName: null, dateOfBirth: null, club: null, contact: null, formOfAddress: null, divisionId: null })).toThrow(/FOREIGN KEY/);
    s.close();
  });
});
