// runtime: node. SQL for feature records (migration 027): one JSON value per feature and owner,
// with a version a command claims, as a desk's stale copy is refused elsewhere. The repository
// neither knows nor checks what a feature keeps; electron/features/records.ts reads it through
// the feature's schema.
import type Database from 'better-sqlite3';

export type RecordOwner = 'event' | 'player' | 'table';

export interface StoredRecord {
  ownerId: number;
  data: string;
  version: number;
}

export function featureRecordsRepository(db: Database.Database) {
  const one = db.prepare<[string, RecordOwner, number], StoredRecord>('SELECT owner_id AS ownerId, data, version FROM feature_records WHERE feature = ? AND owner = ? AND owner_id = ?');
  const insert = db.prepare<[string, RecordOwner, number, string]>('INSERT OR IGNORE INTO feature_records (feature, owner, owner_id, data, version) VALUES (?, ?, ?, ?, 1)');
  const update = db.prepare<[string, string, RecordOwner, number, number]>('UPDATE feature_records SET data = ?, version = version + 1 WHERE feature = ? AND owner = ? AND owner_id = ? AND version = ?');
  const remove = db.prepare<[string, RecordOwner, number, number]>('DELETE FROM feature_records WHERE feature = ? AND owner = ? AND owner_id = ? AND version = ?');
  return {
    get(feature: string, owner: RecordOwner, ownerId: number): StoredRecord | null {
      return one.get(feature, owner, ownerId) ?? null;
    },
    /** The records of many owners at once (a round's tables): those that have one. */
    many(feature: string, owner: RecordOwner, ownerIds: readonly number[]): StoredRecord[] {
      if (ownerIds.length === 0) return [];
      const out: StoredRecord[] = [];
      // SQLite takes at most 32,766 parameters; a round has at most a few thousand tables.
      for (let i = 0; i < ownerIds.length; i += 5000) {
        const part = ownerIds.slice(i, i + 5000);
        const rows = db
          .prepare<unknown[], StoredRecord>(`SELECT owner_id AS ownerId, data, version FROM feature_records WHERE feature = ? AND owner = ? AND owner_id IN (${part.map(() => '?').join(',')})`)
          .all(feature, owner, ...part);
        out.push(...rows);
      }
      return out;
    },
    /** Writes the record if its version is still `version` (0: none yet); false when another desk
     * wrote it first. */
    set(feature: string, owner: RecordOwner, ownerId: number, version: number, data: string): boolean {
      if (version === 0) return insert.run(feature, owner, ownerId, data).changes === 1;
      return update.run(data, feature, owner, ownerId, version).changes === 1;
    },
    /** Takes the record away if its version is still `version`. */
    remove(feature: string, owner: RecordOwner, ownerId: number, version: number): boolean {
      return remove.run(feature, owner, ownerId, version).changes === 1;
    },
  };
}
