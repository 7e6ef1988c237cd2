// runtime: node. SQL for collection lists (table collections, which its migration makes): one row
// per player, its lines as JSON read through their schema.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { collectionLineSchema, type CollectionLine } from '../../../shared/features/collections/model';
import { readJson, toJson } from '../../store/json';
import { perDatabase } from '../per-database';

/** Its table, where a database has none (made by the core's migration 16 in databases of older
 * versions): a list goes with a registration removed. */
export const collectionsTable = `
CREATE TABLE IF NOT EXISTS collections (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  lines TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
`;

interface CollectionRow {
  player_id: number;
  lines: string;
  version: number;
}

/** Its lines are frozen (shared by every reader of the same text): read, never change. */
export interface StoredCollection {
  playerId: number;
  lines: CollectionLine[];
  version: number;
}

const linesSchema = z.array(collectionLineSchema);

function collectionsRepository(db: Database.Database) {
  const byPlayer = db.prepare<[number], CollectionRow>('SELECT * FROM collections WHERE player_id = ?');
  const byEvent = db.prepare<[number], CollectionRow>('SELECT c.* FROM collections c JOIN players p ON p.id = c.player_id WHERE p.event_id = ? ORDER BY c.player_id');
  const insert = db.prepare<{ playerId: number; lines: string }>('INSERT INTO collections (player_id, lines, version) VALUES (@playerId, @lines, 1)');
  const update = db.prepare<{ playerId: number; lines: string; version: number }>(
    'UPDATE collections SET lines = @lines, version = version + 1 WHERE player_id = @playerId AND version = @version',
  );
  const stored = (r: CollectionRow): StoredCollection => ({ playerId: r.player_id, lines: readJson('collection lines', linesSchema, r.lines, []), version: r.version });
  return {
    get(playerId: number): StoredCollection | undefined {
      const r = byPlayer.get(playerId);
      return r && stored(r);
    },
    /** Every list saved in the event, by player id. */
    ofEvent(eventId: number): StoredCollection[] {
      return byEvent.all(eventId).map(stored);
    },
    /** Saves the lines over the version read (0: none saved yet); false when it is stale. */
    set(playerId: number, version: number, lines: readonly CollectionLine[]): boolean {
      const values = { playerId, lines: toJson(lines) };
      if (version === 0) return byPlayer.get(playerId) === undefined && insert.run(values).changes === 1;
      return update.run({ ...values, version }).changes === 1;
    },
  };
}

/** The collection lists of the store's database. */
export const collectionLists = perDatabase(collectionsRepository);
