// runtime: node. SQL for an event's shared map (table event_maps, which its migration makes): one
// row, written the first time the organizer saves it; the image as a blob, handed out as base64.
import type Database from 'better-sqlite3';
import type { EventMap, MapImage } from '../../../shared/features/shared-map/model';
import { perDatabase } from '../per-database';

/** Its table, where a database has none (made by the core's migration 13 in databases of older
 * versions): an image of at most 700 KiB and/or a description, apart from the events table so
 * listing events never reads an image. */
export const mapsTable = `
CREATE TABLE IF NOT EXISTS event_maps (
  event_id INTEGER PRIMARY KEY REFERENCES events(id),
  description TEXT NOT NULL,
  image BLOB,
  image_type TEXT CHECK (image_type IN ('image/png', 'image/jpeg')),
  version INTEGER NOT NULL CHECK (version >= 1),
  updated_at TEXT NOT NULL,
  CHECK ((image IS NULL) = (image_type IS NULL))
) STRICT;
`;

interface MapRow {
  description: string;
  image: Buffer | null;
  image_type: MapImage['type'] | null;
  version: number;
  updated_at: string;
}

export interface StoredMapImage {
  type: MapImage['type'];
  bytes: Buffer;
}

function eventMapsRepository(db: Database.Database) {
  const byEvent = db.prepare<[number], MapRow>('SELECT description, image, image_type, version, updated_at FROM event_maps WHERE event_id = ?');
  const insert = db.prepare<{ eventId: number; description: string; image: Buffer | null; type: string | null; at: string }>(
    'INSERT INTO event_maps (event_id, description, image, image_type, version, updated_at) VALUES (@eventId, @description, @image, @type, 1, @at)',
  );
  const update = db.prepare<{ eventId: number; description: string; image: Buffer | null; type: string | null; at: string; version: number }>(
    `UPDATE event_maps SET description = @description, image = @image, image_type = @type, updated_at = @at, version = version + 1
     WHERE event_id = @eventId AND version = @version`,
  );
  return {
    /** The stored map, or an empty one at version 0. */
    get(eventId: number): EventMap {
      const r = byEvent.get(eventId);
      if (!r) return { eventId, description: '', image: null, version: 0, updatedAt: null };
      const image = r.image && r.image_type ? { type: r.image_type, data: r.image.toString('base64'), bytes: r.image.length } : null;
      return { eventId, description: r.description, image, version: r.version, updatedAt: r.updated_at };
    },
    /** The stored image's bytes, to keep when only the description changes. */
    image(eventId: number): StoredMapImage | null {
      const r = byEvent.get(eventId);
      return r?.image && r.image_type ? { type: r.image_type, bytes: r.image } : null;
    },
    /** Saves over the version read; false when it is stale. */
    set(eventId: number, version: number, description: string, image: StoredMapImage | null, at: string): boolean {
      const values = { eventId, description, image: image?.bytes ?? null, type: image?.type ?? null, at };
      if (version === 0) return byEvent.get(eventId) === undefined && insert.run(values).changes === 1;
      return update.run({ ...values, version }).changes === 1;
    },
  };
}

/** The event maps of the store's database. */
export const eventMaps = perDatabase(eventMapsRepository);
