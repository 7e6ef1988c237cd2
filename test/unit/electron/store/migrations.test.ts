import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations, schemaVersion } from '../../../../electron/store/migrations';
import { createStore } from '../../../../electron/store/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-migrate-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A database as version 1 of the app left it, with an event, players and audit rows. */
function version1Database(path: string): void {
  const db = new Database(path);
  db.exec(migrations[0] as string);
  db.pragma('user_version = 1');
  db.prepare("INSERT INTO events (name, date, ruleset, created_at) VALUES ('Old Open', '2026-11-01', 'generic', '2026-11-01T09:00:00Z')").run();
  const insert = db.prepare("INSERT INTO players (event_id, name, search_key, check_in_order) VALUES (1, ?, ?, ?)");
  insert.run('Ann', 'ann', 1);
  insert.run('Ben', 'ben', null);
  db.prepare("INSERT INTO audit (at, actor, operation, input) VALUES ('2026-11-01T09:00:00Z', 'desk', 'event.create', '{}')").run();
  db.close();
}

describe('migration 2: divisions, stages, entries, rounds', () => {
  it('gives an existing event its default division and Swiss stage and keeps its data', () => {
    const path = join(dir, 'v1.sqlite');
    version1Database(path);
    const store = createStore(path);
    expect(store.db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(store.events.get(1)).toMatchObject({ name: 'Old Open', options: {} });
    expect(store.rounds.swissStage(1)).toBeGreaterThan(0);
    expect(store.players.list(1).map((p) => p.name)).toEqual(['Ann', 'Ben']);
    expect(store.entries.checkedInWithoutEntry(1).map((p) => p.name)).toEqual(['Ann']);
    expect(store.audit.recent(5)).toEqual([expect.objectContaining({ operation: 'event.create', eventId: null, detail: null })]);
    store.close();
    // The old file was copied before migrating.
    expect(readdirSync(dir).some((f) => f.startsWith('before-migration-1-'))).toBe(true);
  });
});

describe('migration 3: the natural sort key of players', () => {
  it('orders the players already registered by the numbers in their names', () => {
    const path = join(dir, 'v1.sqlite');
    version1Database(path);
    const db = new Database(path);
    const insert = db.prepare('INSERT INTO players (event_id, name, search_key) VALUES (1, ?, ?)');
    for (const name of ['Takahashi 119', 'Takahashi 39', 'Takahashi 7']) insert.run(name, name.toLowerCase());
    db.close();
    const store = createStore(path);
    expect(store.players.list(1, { filter: 'takahashi' }).map((p) => p.name)).toEqual(['Takahashi 7', 'Takahashi 39', 'Takahashi 119']);
    store.close();
  });
});
