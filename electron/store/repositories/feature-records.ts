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
  const put = db.prepare<[string, RecordOwner, number, string]>(
    'INSERT INTO feature_records (feature, owner, owner_id, data, version) VALUES (?, ?, ?, ?, 1) ON CONFLICT (feature, owner, owner_id) DO UPDATE SET data = excluded.data, version = version + 1',
  );
  const drop = db.prepare<[string, RecordOwner, number]>('DELETE FROM feature_records WHERE feature = ? AND owner = ? AND owner_id = ?');
  const ofOwner = db.prepare<[RecordOwner, number], { feature: string; data: string }>('SELECT feature, data FROM feature_records WHERE owner = ? AND owner_id = ?');
  const ofRoundTables = db.prepare<[number], { ownerId: number; feature: string; data: string }>(
    `SELECT f.owner_id AS ownerId, f.feature, f.data FROM feature_records f JOIN round_tables t ON f.owner = 'table' AND f.owner_id = t.id WHERE t.round_id = ?`,
  );
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
    /** Writes the record whatever its version: where something else guards it (a table's own
     * version, claimed by the command). */
    put(feature: string, owner: RecordOwner, ownerId: number, data: string): void {
      put.run(feature, owner, ownerId, data);
    },
    /** Takes the record away whatever its version, where something else guards it. */
    drop(feature: string, owner: RecordOwner, ownerId: number): void {
      drop.run(feature, owner, ownerId);
    },
    /** Every feature's record of one owner, by feature id. */
    ofOwner(owner: RecordOwner, ownerId: number): Record<string, string> {
      return Object.fromEntries(ofOwner.all(owner, ownerId).map((r) => [r.feature, r.data]));
    },
    /** Every feature's records at a round's tables: by table id, by feature id. */
    ofRoundTables(roundId: number): Map<number, Record<string, string>> {
      const out = new Map<number, Record<string, string>>();
      for (const r of ofRoundTables.all(roundId)) {
        const records = out.get(r.ownerId);
        if (records) records[r.feature] = r.data;
        else out.set(r.ownerId, { [r.feature]: r.data });
      }
      return out;
    },
    /** Takes the record away if its version is still `version`. */
    remove(feature: string, owner: RecordOwner, ownerId: number, version: number): boolean {
      return remove.run(feature, owner, ownerId, version).changes === 1;
    },
  };
}
