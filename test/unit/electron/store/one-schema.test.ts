// A new database and databases saved by older versions end with the same schema: the tables and
// columns the core's numbered migrations once made for features are made by the features' own
// migrations now (store/feature-migrate.ts), where a database has none, and what an older one kept
// in the old columns is moved out of them; either way the same tables, columns, indexes and
// triggers remain, and every feature counts the same number of its migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { featureSchemas } from '../../../../electron/features/registry';
import { createStore } from '../../../../electron/store/store';
import { openSaved } from '../../../fixtures/databases/saved';

/** Every table, index and trigger with its SQL as the database states it, spacing aside. */
function schemaOf(db: Database.Database) {
  const objects = db
    .prepare<[], { type: string; name: string; sql: string | null }>("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all()
    .map((o) => ({ ...o, sql: o.sql?.replace(/IF NOT EXISTS /gi, '').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')') ?? null }));
  const columns = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all().map((t) => [t.name, db.prepare('SELECT name, type, "notnull", dflt_value FROM pragma_table_info(?)').all(t.name)]);
  const features = db.prepare('SELECT feature, version FROM feature_schemas ORDER BY feature').all();
  return { objects, columns, features };
}

describe('the schema', () => {
  it('is the same in a new database and in databases saved at schema versions 5 and 27', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-one-schema-'));
    try {
      const fresh = createStore(join(dir, 'new.sqlite'), { features: featureSchemas() });
      const expected = schemaOf(fresh.db);
      fresh.close();
      expect(expected.objects.map((o) => o.name)).toEqual(expect.arrayContaining(['squads', 'inspections', 'officials', 'table_officials', 'event_maps', 'collections', 'rule_notices', 'waiting_players']));
      for (const version of [5, 27, '27-waiting'] as const) {
        const saved = openSaved(version);
        try {
          const got = schemaOf(saved.core.store.db);
          expect(got.columns, `v${version} columns`).toEqual(expected.columns);
          expect(got.features, `v${version} feature migrations`).toEqual(expected.features);
          expect(got.objects, `v${version} objects`).toEqual(expected.objects);
        } finally {
          saved.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
