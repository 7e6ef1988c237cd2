// runtime: node. Writes a round's tables and seats: a new round's all at once, a few hundred rows a
// statement (at 2,048 tables and 4,096 seats one statement a row took a fifth of a pairing), and
// a draft paired again over its old tables, rewriting only those that changed: pairing a draft
// again after a drop moves a few tables, and deleting and writing all 2,048 took a quarter of it.
import type Database from 'better-sqlite3';
import type { NoteValue } from '../../../shared/model/note';
import { toJson } from '../json';

export interface NewTable {
  number: number;
  bye: boolean;
  notes: NoteValue[];
  seats: { entryId: number; role: string | null }[];
  /** Each seat's team number where teams play. */
  teams?: number[];
}

/** The tables as written, in the order given: the id and version of each. */
export interface TableRows {
  ids: number[];
  versions: number[];
}

interface OldTable {
  id: number;
  bye: boolean;
  notes: string;
  /** Each seat's team number as stored (JSON), null where every seat plays for itself. */
  teams: string | null;
  /** Paired by hand or a feature's record at it (a starting order chosen): rewritten even with
   * the same seats. */
  touched: boolean;
  version: number;
  seats: string;
}

const seatsKey = (seats: readonly { entryId: number; role: string | null }[]) => seats.map((s) => `${s.entryId}/${s.role ?? ''}`).join(',');
const teamsOf = (t: NewTable): string | null => (t.teams ? toJson(t.teams) : null);

/** What a table is compared by when a draft is written again, worked out once a write. */
type Shape = Pick<OldTable, 'notes' | 'teams' | 'seats'>;
const shapeOf = (t: NewTable): Shape => ({ notes: toJson(t.notes), teams: teamsOf(t), seats: seatsKey(t.seats) });

const ROWS = 200;
/** Rounds whose tables are remembered as last written: the drafts under way, one per division. */
const REMEMBER = 8;

export function tableWriter(db: Database.Database) {
  const tableInserts = new Map<number, Database.Statement>();
  const seatInserts = new Map<number, Database.Statement>();
  const rowsInsert = (kept: Map<number, Database.Statement>, n: number, sql: (values: string) => string): Database.Statement => {
    let statement = kept.get(n);
    if (!statement) kept.set(n, (statement = db.prepare(sql(Array.from({ length: n }, () => '(?, ?, ?, ?)').join(', ')))));
    return statement;
  };
  const tablesOf = db
    .prepare<[number], [number, number, number, string, string | null, number, number, number]>(
      `SELECT id, number, is_bye, notes, teams, manual, EXISTS (SELECT 1 FROM feature_records f WHERE f.owner = 'table' AND f.owner_id = round_tables.id), version
       FROM round_tables WHERE round_id = ?`,
    )
    .raw();
  const seatsOf = db
    .prepare<[number], [number, number, string | null]>(
      'SELECT s.table_id, s.entry_id, s.role FROM seats s JOIN round_tables t ON t.id = s.table_id WHERE t.round_id = ? ORDER BY s.table_id, s.position',
    )
    .raw();
  // Everything a table may gather while it plays goes back to a new table's defaults, and the
  // features' records at it go.
  const rewrite = db
    .prepare<[number, string, string | null, number], number>(
      `UPDATE round_tables SET is_bye = ?, notes = ?, teams = ?, manual = 0, extra_minutes = 0, result = NULL, result_entered_at = NULL,
         version = version + 1 WHERE id = ? RETURNING version`,
    )
    .pluck();
  const dropRecords = db.prepare<[number]>(`DELETE FROM feature_records WHERE owner = 'table' AND owner_id = ?`);
  const printOf = db
    .prepare<[number], [number, number, number]>('SELECT COUNT(*), COALESCE(SUM(version), 0), COALESCE(MAX(id), 0) FROM round_tables WHERE round_id = ?')
    .raw();
  // A round's tables as this writer last left them, with what they looked like then: every other
  // write to a table moves its version on, and only this writer removes tables, so the same
  // count, versions and newest id mean the same tables (a rolled-back transaction forgets all).
  const written = new Map<number, { print: string; tables: Map<number, OldTable> }>();
  const print = (roundId: number) => printOf.get(roundId)!.join(':');
  function remember(roundId: number, tables: readonly NewTable[], rows: TableRows, shapes: readonly Shape[] = tables.map(shapeOf)): void {
    const old = new Map<number, OldTable>();
    tables.forEach((t, k) => old.set(t.number, { id: rows.ids[k]!, bye: t.bye, touched: false, version: rows.versions[k]!, ...shapes[k]! }));
    written.delete(roundId);
    written.set(roundId, { print: print(roundId), tables: old });
    while (written.size > REMEMBER) written.delete(written.keys().next().value!);
  }
  const deleteSeats = db.prepare<[number]>('DELETE FROM seats WHERE table_id = ?');
  // Team tables are a few of a round: their teams are written one statement a table.
  const setTeams = db.prepare<[string, number]>('UPDATE round_tables SET teams = ? WHERE id = ?');
  const deleteTable = db.prepare<[number]>('DELETE FROM round_tables WHERE id = ?');

  function insertSeats(tables: readonly { tableId: number; seats: NewTable['seats'] }[]): void {
    const seats = tables.flatMap((t) => t.seats.map((s, i) => [t.tableId, i + 1, s.entryId, s.role]));
    for (let i = 0; i < seats.length; i += ROWS) {
      const part = seats.slice(i, i + ROWS);
      rowsInsert(seatInserts, part.length, (values) => `INSERT INTO seats (table_id, position, entry_id, role) VALUES ${values}`).run(part.flat());
    }
  }

  function insertRows(roundId: number, tables: readonly NewTable[]): TableRows {
    const byNumber = new Map<number, number>();
    for (let i = 0; i < tables.length; i += ROWS) {
      const part = tables.slice(i, i + ROWS);
      const statement = rowsInsert(tableInserts, part.length, (values) => `INSERT INTO round_tables (round_id, number, is_bye, notes) VALUES ${values} RETURNING id, number`);
      const rows = statement.raw().all(part.flatMap((t) => [roundId, t.number, t.bye ? 1 : 0, toJson(t.notes)])) as [number, number][];
      for (const [id, number] of rows) byNumber.set(number, id);
    }
    const ids = tables.map((t) => byNumber.get(t.number)!);
    tables.forEach((t, k) => {
      const teams = teamsOf(t);
      if (teams !== null) setTeams.run(teams, ids[k]!);
    });
    insertSeats(tables.map((t, k) => ({ tableId: ids[k]!, seats: t.seats })));
    return { ids, versions: tables.map(() => 0) };
  }

  function oldTables(roundId: number): Map<number, OldTable> {
    const known = written.get(roundId);
    if (known && known.print === print(roundId)) return new Map(known.tables);
    const seated = new Map<number, { entryId: number; role: string | null }[]>();
    for (const [tableId, entryId, role] of seatsOf.all(roundId)) {
      const list = seated.get(tableId);
      if (list) list.push({ entryId, role });
      else seated.set(tableId, [{ entryId, role }]);
    }
    const old = new Map<number, OldTable>();
    for (const [id, number, bye, notes, teams, manual, recorded, version] of tablesOf.all(roundId)) {
      old.set(number, { id, bye: bye === 1, notes, teams, touched: manual === 1 || recorded === 1, version, seats: seatsKey(seated.get(id) ?? []) });
    }
    return old;
  }

  return {
    insert(roundId: number, tables: readonly NewTable[]): TableRows {
      const rows = insertRows(roundId, tables);
      remember(roundId, tables, rows);
      return rows;
    },
    /** Writes a draft's tables again: a table whose number, seats, bye and notes stay is left as
     * it is (its id and version too), one that changed is rewritten in place, and tables are
     * removed or added as the count changes. */
    rewrite(roundId: number, tables: readonly NewTable[]): TableRows {
      const old = oldTables(roundId);
      const shapes = tables.map(shapeOf);
      const ids: number[] = [];
      const versions: number[] = [];
      const reseated: { tableId: number; seats: NewTable['seats'] }[] = [];
      const added: number[] = [];
      tables.forEach((t, k) => {
        const was = old.get(t.number);
        if (!was) {
          added.push(k);
          return;
        }
        old.delete(t.number);
        ids[k] = was.id;
        const { notes, teams, seats } = shapes[k]!;
        if (!was.touched && was.bye === t.bye && was.notes === notes && was.teams === teams && was.seats === seats) {
          versions[k] = was.version;
          return;
        }
        versions[k] = rewrite.get(t.bye ? 1 : 0, notes, teams, was.id)!;
        dropRecords.run(was.id);
        deleteSeats.run(was.id);
        reseated.push({ tableId: was.id, seats: t.seats });
      });
      for (const gone of old.values()) deleteTable.run(gone.id);
      insertSeats(reseated);
      const fresh = insertRows(
        roundId,
        added.map((k) => tables[k]!),
      );
      added.forEach((k, i) => {
        ids[k] = fresh.ids[i]!;
        versions[k] = 0;
      });
      remember(roundId, tables, { ids, versions }, shapes);
      return { ids, versions };
    },
    /** Forgets every round remembered: a transaction rolled back may have written some. */
    forget(): void {
      written.clear();
    },
  };
}
