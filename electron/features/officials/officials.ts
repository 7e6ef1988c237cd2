// runtime: node. SQL for an event's officials and their duties at the tables of its rounds (tables
// officials and table_officials, which its migrations make).
import type Database from 'better-sqlite3';
import type { Official, OfficialRole, TableDuty } from '../../../shared/features/officials/model';
import { foldForSearch } from '../../../shared/text/fold';
import { perDatabase } from '../per-database';

/** Its tables, where a database has none (made by the core's migration 10 in databases of older
 * versions): one referee a table, any number of umpires; an official with duties is not removed
 * (the handler refuses it). */
export const officialsTables = `
CREATE TABLE IF NOT EXISTS officials (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('head_judge', 'judge', 'referee', 'umpire', 'scorekeeper')),
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX IF NOT EXISTS officials_by_event ON officials(event_id, id);
CREATE TABLE IF NOT EXISTS table_officials (
  table_id INTEGER NOT NULL REFERENCES round_tables(id) ON DELETE CASCADE,
  official_id INTEGER NOT NULL REFERENCES officials(id),
  duty TEXT NOT NULL CHECK (duty IN ('referee', 'umpire')),
  PRIMARY KEY (table_id, official_id)
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS table_officials_one_referee ON table_officials(table_id) WHERE duty = 'referee';
CREATE INDEX IF NOT EXISTS table_officials_by_official ON table_officials(official_id);
`;

interface OfficialRow {
  id: number;
  event_id: number;
  name: string;
  role: OfficialRole;
  version: number;
}

/** One official's duty at one table. */
interface StoredDuty {
  tableId: number;
  tableNumber: number;
  roundId: number;
  officialId: number;
  name: string;
  duty: TableDuty;
}

const toOfficial = (r: OfficialRow): Official => ({ id: r.id, eventId: r.event_id, name: r.name, role: r.role, version: r.version });

function officialsRepository(db: Database.Database) {
  const byId = db.prepare<[number], OfficialRow>('SELECT * FROM officials WHERE id = ?');
  const ofEvent = db.prepare<[number], OfficialRow>('SELECT * FROM officials WHERE event_id = ? ORDER BY id');
  const insert = db.prepare<[number, string, string]>('INSERT INTO officials (event_id, name, role, version) VALUES (?, ?, ?, 1)');
  const remove = db.prepare<[number, number]>('DELETE FROM officials WHERE id = ? AND version = ?');
  const dutiesOfRound = db.prepare<[number], StoredDuty>(
    `SELECT a.table_id AS tableId, t.number AS tableNumber, t.round_id AS roundId, a.official_id AS officialId, o.name, a.duty
     FROM table_officials a JOIN round_tables t ON t.id = a.table_id JOIN officials o ON o.id = a.official_id
     WHERE t.round_id = ? ORDER BY t.number, a.duty, o.name`,
  );
  const dutiesOfOfficial = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM table_officials WHERE official_id = ?');
  const clearDuty = db.prepare<[number, string]>('DELETE FROM table_officials WHERE table_id = ? AND duty = ?');
  const clearOfficial = db.prepare<[number, number]>('DELETE FROM table_officials WHERE table_id = ? AND official_id = ?');
  const assign = db.prepare<[number, number, string]>('INSERT INTO table_officials (table_id, official_id, duty) VALUES (?, ?, ?)');
  const bumpTable = db.prepare<[number, number]>('UPDATE round_tables SET version = version + 1 WHERE id = ? AND version = ?');

  return {
    get(id: number): Official | undefined {
      const row = byId.get(id);
      return row && toOfficial(row);
    },
    list(eventId: number): Official[] {
      return ofEvent.all(eventId).map(toOfficial);
    },
    /** Officials of the event whose name folds to the same text as `name`. */
    withSameName(eventId: number, name: string): Official[] {
      const key = foldForSearch(name);
      return ofEvent.all(eventId).filter((r) => foldForSearch(r.name) === key).map(toOfficial);
    },
    insert(eventId: number, name: string, role: OfficialRole): Official {
      return this.get(Number(insert.run(eventId, name, role).lastInsertRowid))!;
    },
    /** False when another desk changed or removed it. */
    remove(id: number, version: number): boolean {
      return remove.run(id, version).changes === 1;
    },
    /** Every duty at the round's tables, by table number. */
    dutiesOfRound(roundId: number): StoredDuty[] {
      return dutiesOfRound.all(roundId);
    },
    /** How many tables the official is assigned to, in any round. */
    dutyCount(officialId: number): number {
      return dutiesOfOfficial.get(officialId)!.n;
    },
    /** Claims the table's version read, then gives `duty` at it to `officialId` (null: nobody);
     * a referee replaces the one before, an umpire joins the others. False when the table was
     * changed at another desk. */
    assign(tableId: number, version: number, officialId: number | null, duty: TableDuty): boolean {
      if (bumpTable.run(tableId, version).changes !== 1) return false;
      if (duty === 'referee' || officialId === null) clearDuty.run(tableId, duty);
      if (officialId !== null) {
        clearOfficial.run(tableId, officialId);
        assign.run(tableId, officialId, duty);
      }
      return true;
    },
  };
}

/** The open database's officials. */
export const officialsOf = perDatabase(officialsRepository);
