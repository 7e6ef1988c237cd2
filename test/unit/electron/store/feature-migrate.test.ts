// A feature's own tables (electron/store/feature-migrate.ts) and the generic feature records
// (migration 027): each feature counts its own migrations, a newer file is refused, and a record
// goes with the event, player or table it belongs to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeatureTooNewError } from '../../../../electron/store/feature-migrate';
import { createStore } from '../../../../electron/store/store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-features-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const first = 'CREATE TABLE test_photos (table_id INTEGER PRIMARY KEY, taken_by TEXT NOT NULL) STRICT;';
const second = 'ALTER TABLE test_photos ADD COLUMN note TEXT;';

describe("a feature's own tables", () => {
  it('are made once, grown by a later migration, and counted per feature', () => {
    const path = join(dir, 'a.sqlite');
    let store = createStore(path, { features: [{ feature: 'test-photos', migrations: [first] }] });
    store.db.prepare("INSERT INTO test_photos VALUES (1, 'Zoe')").run();
    store.close();
    store = createStore(path, { features: [{ feature: 'test-photos', migrations: [first, second] }] });
    expect(store.db.prepare('SELECT * FROM test_photos').all()).toEqual([{ table_id: 1, taken_by: 'Zoe', note: null }]);
    expect(store.db.prepare('SELECT feature, version FROM feature_schemas').all()).toEqual([{ feature: 'test-photos', version: 2 }]);
    store.close();
  });

  it('refuse a file a newer version of the feature wrote, before anything is changed', () => {
    const path = join(dir, 'b.sqlite');
    createStore(path, { features: [{ feature: 'test-photos', migrations: [first, second] }] }).close();
    expect(() => createStore(path, { features: [{ feature: 'test-photos', migrations: [first] }] })).toThrow(FeatureTooNewError);
  });
});

describe('feature records', () => {
  it('are versioned, and go with their event, player or table', () => {
    const store = createStore(join(dir, 'c.sqlite'));
    const db = store.db;
    db.prepare("INSERT INTO events (id, name, date, ruleset, created_at) VALUES (1, 'Open', '2026-12-05', 'generic', '2026-12-05T09:00:00Z')").run();
    db.prepare("INSERT INTO players (id, event_id, name, search_key) VALUES (7, 1, 'Ann', 'ann')").run();
    const records = store.featureRecords;
    expect(records.set('f', 'event', 1, 0, '{"a":1}')).toBe(true);
    expect(records.set('f', 'event', 1, 0, '{"a":2}')).toBe(false);
    expect(records.set('f', 'event', 1, 1, '{"a":2}')).toBe(true);
    expect(records.get('f', 'event', 1)).toEqual({ ownerId: 1, data: '{"a":2}', version: 2 });
    expect(records.set('f', 'player', 7, 0, '{}')).toBe(true);
    expect(records.many('f', 'player', [7, 8])).toEqual([{ ownerId: 7, data: '{}', version: 1 }]);
    db.prepare('DELETE FROM players WHERE id = 7').run();
    expect(records.get('f', 'player', 7)).toBeNull();
    expect(records.remove('f', 'event', 1, 1)).toBe(false);
    expect(records.remove('f', 'event', 1, 2)).toBe(true);
    expect(records.get('f', 'event', 1)).toBeNull();
    store.close();
  });
});
