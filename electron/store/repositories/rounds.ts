// runtime: node. SQL for rounds, their tables and seats, and table results.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import type { NoteValue } from '../../../shared/model/note';
import type { GameValue } from '../../../shared/model/result';
import type { Round, RoundStage, RoundTable } from '../../../shared/model/round';
import { noteSchema } from '../../../shared/model/note';
import { resultSchema } from '../../../shared/model/result';
import { teamsSchema } from '../../../shared/model/teams';
import { clockSchema, type Clock } from '../../../shared/model/clock';
import { readJson, toJson } from '../json';
import type { featureRecordsRepository } from './feature-records';
import type { PlayedRounds, PlayedTable } from './played-rounds';
import { tableWriter, type NewTable, type TableRows } from './table-writer';

interface RoundRow {
  id: number;
  stage_id: number;
  event_id: number;
  division_id: number;
  stage_position: number;
  stage_kind: string;
  stage_round: number;
  number: number;
  status: Round['status'];
  seed: string;
  warnings: string;
  clock_minutes: number;
  clock_warning_minutes: number;
  clock_warning_marks: string;
  clock_started_at: string | null;
  clock_paused_at: string | null;
  clock_paused_ms: number;
  version: number;
}

interface TableRow {
  id: number;
  round_id: number;
  number: number;
  is_bye: number;
  notes: string;
  manual: number;
  extra_minutes: number;
  result: string | null;
  result_entered_at: string | null;
  teams: string | null;
  version: number;
}

interface SeatRow {
  table_id: number;
  position: number;
  entry_id: number;
  role: string | null;
  name: string;
}

/** What the features record at a table (electron/features/records.ts), as stored: each one's JSON
 * by feature id. */
export type TableRecords = Readonly<Record<string, string>>;

/** A table as stored: what the core keeps of it, and the features' records at it, which a table
 * answer shows through each feature (core/services/table-rulings.ts) with the slip code. */
export type StoredTable = Pick<RoundTable, 'id' | 'number' | 'bye' | 'seats' | 'notes' | 'manual' | 'extraMinutes' | 'result' | 'resultEnteredAt' | 'teams' | 'version'> & {
  records: TableRecords;
};
export type StoredRound = Omit<Round, 'tables'> & { tables: StoredTable[] };

export interface RoundSummary {
  id: number;
  /** The stage it belongs to; a division numbers its rounds on across its stages. */
  stageId: number;
  stage: RoundStage;
  number: number;
  status: Round['status'];
  version: number;
  /** Tables that play (byes left out), and how many of them have no result. */
  tables: number;
  withoutResult: number;
  /** Tables of one seat: a bracket's byes stand at places, which tell how big it is. */
  byes: number;
}

const notesSchema = z.array(noteSchema);
const warningMarksSchema = clockSchema.shape.warningMarks.unwrap();
const noRecords: TableRecords = Object.freeze({});

function toTable(t: TableRow, seats: SeatRow[], records: TableRecords = noRecords): StoredTable {
  return {
    id: t.id,
    number: t.number,
    bye: t.is_bye === 1,
    seats: seats.map((s) => ({ position: s.position, entryId: s.entry_id, name: s.name, role: s.role })),
    notes: readJson('table notes', notesSchema, t.notes, []),
    manual: t.manual === 1,
    extraMinutes: t.extra_minutes,
    result: readJson('table result', resultSchema, t.result, null),
    resultEnteredAt: t.result_entered_at,
    teams: readJson('table teams', teamsSchema, t.teams, null),
    version: t.version,
    records,
  };
}

// A round's number within its stage: the event numbers rounds on across its stages.
const stageRound = '(r.number - (SELECT MIN(o.number) FROM rounds o WHERE o.stage_id = r.stage_id) + 1)';
const roundSelect = `SELECT r.*, s.event_id, s.division_id, s.position AS stage_position, s.kind AS stage_kind, ${stageRound} AS stage_round FROM rounds r JOIN stages s ON s.id = r.stage_id`;

/** A new table as the store keeps it once written: the columns' defaults, no feature's record, its seats named. */
function writtenTable(id: number, version: number, t: NewTable, names: ReadonlyMap<number, string>): StoredTable {
  return {
    id,
    number: t.number,
    bye: t.bye,
    seats: t.seats.map((s, i) => ({ position: i + 1, entryId: s.entryId, name: names.get(s.entryId)!, role: s.role })),
    notes: t.notes,
    manual: false,
    extraMinutes: 0,
    result: null,
    resultEnteredAt: null,
    teams: t.teams ? [...t.teams] : null,
    version,
    records: noRecords,
  };
}

/** Tables in the order the store reads them back: by number, byes last. */
const byReadOrder = (a: { bye: boolean; number: number }, b: { bye: boolean; number: number }) => Number(a.bye) - Number(b.bye) || a.number - b.number;

/** A round's tables as just written, with the ids and versions the store gave them. */
export interface WrittenTables extends TableRows {
  roundId: number;
  tables: NewTable[];
}

export function roundsRepository(db: Database.Database, played: PlayedRounds, records: ReturnType<typeof featureRecordsRepository>) {
  const insertRound = db.prepare(
    `INSERT INTO rounds (stage_id, number, status, seed, warnings, clock_minutes, clock_warning_minutes, clock_warning_marks)
     VALUES (@stageId, @number, 'draft', @seed, @warnings, @minutes, @warningMinutes, @warningMarks)`,
  );
  const insertSeat = db.prepare<[number, number, number, string | null]>(
    'INSERT INTO seats (table_id, position, entry_id, role) VALUES (?, ?, ?, ?)',
  );
  const deleteSeats = db.prepare<[number]>('DELETE FROM seats WHERE table_id = ?');
  const byId = db.prepare<[number], RoundRow>(`${roundSelect} WHERE r.id = ?`);
  const summariesOf = db.prepare<[number], Omit<RoundSummary, 'stage'> & { stagePosition: number; stageKind: string; stageRound: number }>(
    `SELECT r.id, r.stage_id AS stageId, s.position AS stagePosition, s.kind AS stageKind, ${stageRound} AS stageRound, r.number, r.status, r.version,
       (SELECT COUNT(*) FROM round_tables t WHERE t.round_id = r.id AND t.is_bye = 0) AS tables,
       (SELECT COUNT(*) FROM round_tables t WHERE t.round_id = r.id AND t.is_bye = 0 AND t.result IS NULL) AS withoutResult,
       (SELECT COUNT(*) FROM round_tables t WHERE t.round_id = r.id AND t.is_bye = 1) AS byes
     FROM rounds r JOIN stages s ON s.id = r.stage_id WHERE s.division_id = ? ORDER BY r.number`,
  );
  const tablesOf = db.prepare<[number], TableRow>('SELECT * FROM round_tables WHERE round_id = ? ORDER BY is_bye, number');
  const seatsOf = db.prepare<[number], SeatRow>(
    `SELECT s.table_id, s.position, s.entry_id, s.role, e.name FROM seats s
     JOIN round_tables t ON t.id = s.table_id JOIN entries e ON e.id = s.entry_id
     WHERE t.round_id = ? ORDER BY s.table_id, s.position`,
  );
  const tableById = db.prepare<[number], TableRow>('SELECT * FROM round_tables WHERE id = ?');
  const tableOfEntry = db
    .prepare<[number, number], number>('SELECT t.id FROM seats s JOIN round_tables t ON t.id = s.table_id WHERE s.entry_id = ? AND t.round_id = ?')
    .pluck();
  const seatsOfTable = db.prepare<[number], SeatRow>(
    `SELECT s.table_id, s.position, s.entry_id, s.role, e.name FROM seats s JOIN entries e ON e.id = s.entry_id
     WHERE s.table_id = ? ORDER BY s.position`,
  );
  const tableByNumber = db.prepare<[number, number], TableRow>('SELECT * FROM round_tables WHERE round_id = ? AND number = ?');
  const numbersOf = db.prepare<[number], { id: number; number: number; bye: number }>('SELECT id, number, is_bye AS bye FROM round_tables WHERE round_id = ? ORDER BY number');
  const waitingOf = db.prepare<[number], number>('SELECT COUNT(*) FROM round_tables WHERE round_id = ? AND is_bye = 0 AND result IS NULL').pluck();
  const setStatus = db.prepare('UPDATE rounds SET status = @status, version = version + 1 WHERE id = @id AND version = @version');
  const setWarnings = db.prepare<[string, number]>('UPDATE rounds SET warnings = ? WHERE id = ?');
  const setClock = db.prepare(
    `UPDATE rounds SET clock_started_at = @startedAt, clock_paused_at = @pausedAt, clock_paused_ms = @pausedMs,
       version = version + 1 WHERE id = @id AND version = @version`,
  );
  const bumpRound = db.prepare('UPDATE rounds SET version = version + 1 WHERE id = @id AND version = @version');
  const setResult = db.prepare(
    `UPDATE round_tables SET result = @result, result_entered_at = @at, version = version + 1
     WHERE id = @id AND version = @version`,
  );
  const setExtra = db.prepare(
    'UPDATE round_tables SET extra_minutes = extra_minutes + @minutes, version = version + 1 WHERE id = @id AND version = @version',
  );
  const redraw = db.prepare<[{ id: number; version: number; seed: string; warnings: string }], { stageId: number; number: number; version: number }>(
    `UPDATE rounds SET seed = @seed, warnings = @warnings, version = version + 1
     WHERE id = @id AND version = @version AND status = 'draft' RETURNING stage_id AS stageId, number, version`,
  );
  const unpublish = db.prepare(
    `UPDATE rounds SET status = 'draft', clock_started_at = NULL, clock_paused_at = NULL, clock_paused_ms = 0,
       version = version + 1 WHERE id = @id AND version = @version AND status = 'published'`,
  );
  const claimTable = db.prepare('UPDATE round_tables SET version = version + 1 WHERE id = @id AND version = @version');
  // What a published table gathered while it played goes with its publication: no extra minutes,
  // no feature's record: what was recorded there belongs to seats that may change.
  const clearExtra = db.prepare<[number]>(`UPDATE round_tables SET extra_minutes = 0, version = version + 1
     WHERE round_id = ? AND (extra_minutes > 0 OR EXISTS (SELECT 1 FROM feature_records f WHERE f.owner = 'table' AND f.owner_id = round_tables.id))`);
  const clearRecords = db.prepare<[number]>(`DELETE FROM feature_records WHERE owner = 'table' AND owner_id IN (SELECT id FROM round_tables WHERE round_id = ?)`);
  const setTableNotes = db.prepare<[string, number, number]>('UPDATE round_tables SET notes = ?, manual = ?, version = version + 1 WHERE id = ?');

  const writer = tableWriter(db);

  /** Hands the played rounds the tables just written, so the next pairing does not read them back. */
  function keepWritten(round: { id: number; stageId: number; number: number; version: number; seed: string }, tables: NewTable[], rows: TableRows): WrittenTables {
    let tableVersions = 0;
    const order: PlayedTable[] = tables.map((t, k) => {
      tableVersions += rows.versions[k]!;
      const entries = t.seats.map((s) => s.entryId);
      return t.teams ? { id: rows.ids[k]!, number: t.number, bye: t.bye, entries, result: null, teams: [...t.teams] } : { id: rows.ids[k]!, number: t.number, bye: t.bye, entries, result: null };
    });
    played.keepWritten({ ...round, status: 'draft' }, order.sort(byReadOrder), tableVersions);
    return { roundId: round.id, tables, ...rows };
  }

  function clockOf(r: RoundRow): Clock {
    const marks = readJson('round warning marks', warningMarksSchema, r.clock_warning_marks, []);
    return {
      minutes: r.clock_minutes,
      warningMinutes: r.clock_warning_minutes,
      ...(marks.length ? { warningMarks: marks } : {}),
      startedAt: r.clock_started_at,
      pausedAt: r.clock_paused_at,
      pausedMs: r.clock_paused_ms,
    };
  }

  function assemble(r: RoundRow): StoredRound {
    const seats = new Map<number, SeatRow[]>();
    for (const s of seatsOf.all(r.id)) {
      const list = seats.get(s.table_id) ?? [];
      list.push(s);
      seats.set(s.table_id, list);
    }
    const recorded = records.ofRoundTables(r.id);
    return withTables(r, tablesOf.all(r.id).map((t) => toTable(t, seats.get(t.id) ?? [], recorded.get(t.id))));
  }

  function withTables(r: RoundRow, tables: StoredTable[]): StoredRound {
    return {
      id: r.id,
      eventId: r.event_id,
      divisionId: r.division_id,
      number: r.number,
      stage: { position: r.stage_position, kind: r.stage_kind, round: r.stage_round },
      status: r.status,
      seed: r.seed,
      warnings: readJson('round warnings', notesSchema, r.warnings, []),
      clock: clockOf(r),
      version: r.version,
      tables,
    };
  }

  return {
    insert(stageId: number, r: { number: number; seed: string; warnings: NoteValue[]; minutes: number; warningMinutes: number; warningMarks?: readonly number[] }, tables: NewTable[]): WrittenTables {
      const id = Number(insertRound.run({ stageId, ...r, warnings: toJson(r.warnings), warningMarks: toJson(r.warningMarks ?? []) }).lastInsertRowid);
      return keepWritten({ id, stageId, number: r.number, version: 0, seed: r.seed }, tables, writer.insert(id, tables));
    },
    /** The round as `get` would read it right after `insert` or `redraw` wrote `written` (its
     * tables not read back: at 2,048 tables that was a sixth of a pairing); `names` names every
     * entry seated. */
    written(written: WrittenTables, names: ReadonlyMap<number, string>): StoredRound {
      const tables = written.tables.map((t, k) => writtenTable(written.ids[k]!, written.versions[k]!, t, names)).sort(byReadOrder);
      return withTables(byId.get(written.roundId)!, tables);
    },
    /** The round without its tables (round.pair's answer to a desk that reads them on the change
     * event). */
    withoutTables(id: number): Omit<StoredRound, 'tables'> {
      const { tables: _, ...round } = withTables(byId.get(id)!, []);
      return round;
    },
    get(id: number): StoredRound | undefined {
      const row = byId.get(id);
      return row && assemble(row);
    },
    /** Each round of a division, every stage's, by number, with its counts and without assembling
     * its tables (a round list of a 4,096-player event). */
    summaries(divisionId: number): RoundSummary[] {
      return summariesOf.all(divisionId).map(({ stagePosition, stageKind, stageRound, ...r }) => ({ ...r, stage: { position: stagePosition, kind: stageKind, round: stageRound } }));
    },
    /** One table without assembling its whole round: result entry at a 2,000-table round. */
    table(id: number): (StoredTable & { roundId: number }) | undefined {
      const t = tableById.get(id);
      return t && { ...toTable(t, seatsOfTable.all(id), records.ofOwner('table', id)), roundId: t.round_id };
    },
    /** The id of the table of the round where the entry sits, if any (a phone following a player). */
    tableOfEntry(roundId: number, entryId: number): number | undefined {
      return tableOfEntry.get(entryId, roundId);
    },
    /** The round's number and status only. */
    header(id: number): { number: number; status: Round['status']; eventId: number; divisionId: number; stageId: number } | undefined {
      const r = byId.get(id);
      return r && { number: r.number, status: r.status, eventId: r.event_id, divisionId: r.division_id, stageId: r.stage_id };
    },
    /** The round's tables by number, without their seats or state (who officiates where). */
    tableNumbers(id: number): { id: number; number: number; bye: boolean }[] {
      return numbersOf.all(id).map((t) => ({ id: t.id, number: t.number, bye: t.bye === 1 }));
    },
    /** How many of the round's tables still wait for their result (byes never do). */
    withoutResult(id: number): number {
      return waitingOf.get(id)!;
    },
    /** The round's clock alone: a table's command that needs it reads no other table. */
    clock(id: number): Clock | undefined {
      const r = byId.get(id);
      return r && clockOf(r);
    },
    tableIdByNumber(roundId: number, number: number): number | undefined {
      return tableByNumber.get(roundId, number)?.id;
    },
    /** Pairs a draft again in place: same round id, a new seed and tables (those that stay the
     * same kept as they are), the version claimed (a desk holding the old version gets a conflict
     * instead of losing its work). */
    redraw(id: number, version: number, r: { seed: string; warnings: NoteValue[] }, tables: NewTable[]): WrittenTables | null {
      const round = redraw.get({ id, version, seed: r.seed, warnings: toJson(r.warnings) });
      if (!round) return null;
      return keepWritten({ id, ...round, seed: r.seed }, tables, writer.rewrite(id, tables));
    },
    /** Back to draft with the clock as it was before publishing (no start, no pause, no extra
     * minutes, no feature's record at its tables). Only the caller knows there is no result yet. */
    unpublish(id: number, version: number): boolean {
      if (unpublish.run({ id, version }).changes !== 1) return false;
      clearExtra.run(id);
      clearRecords.run(id);
      return true;
    },
    /** Forgets the tables remembered as written: a transaction rolled back may have written some. */
    forget(): void {
      writer.forget();
    },
    setStatus(id: number, version: number, status: Round['status']): boolean {
      return setStatus.run({ id, version, status }).changes === 1;
    },
    setWarnings(id: number, warnings: NoteValue[]): void {
      setWarnings.run(toJson(warnings), id);
    },
    setClock(id: number, version: number, c: { startedAt: string | null; pausedAt: string | null; pausedMs: number }): boolean {
      return setClock.run({ id, version, ...c }).changes === 1;
    },
    /** Claims the round's current version for an edit of its tables (two desks cannot both win). */
    bumpVersion(id: number, version: number): boolean {
      return bumpRound.run({ id, version }).changes === 1;
    },
    replaceSeats(tableId: number, seats: { entryId: number; role: string | null }[], notes: NoteValue[]): void {
      deleteSeats.run(tableId);
      seats.forEach((s, i) => insertSeat.run(tableId, i + 1, s.entryId, s.role));
      setTableNotes.run(toJson(notes), 1, tableId);
    },
    /** The result, over the table's version (what features keep with it is their records). */
    setResult(tableId: number, version: number, games: GameValue[], at: string): boolean {
      const result = toJson({ games });
      if (setResult.run({ id: tableId, version, result, at }).changes !== 1) return false;
      played.keepResult(tableId, result);
      return true;
    },
    addExtraMinutes(tableId: number, version: number, minutes: number): boolean {
      return setExtra.run({ id: tableId, version, minutes }).changes === 1;
    },
    /** Claims the table's version for a feature's record at it (electron/features/records.ts): a
     * desk holding the table as it was is refused. */
    claimTable(tableId: number, version: number): boolean {
      return claimTable.run({ id: tableId, version }).changes === 1;
    },
  };
}
