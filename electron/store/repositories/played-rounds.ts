// runtime: node. Every round of an event as pairing and standings read it: who sat at which table
// and the results, without names, notes or clocks. At 4,096 players, assembling every round as
// windows see it took a fifth of a second per command; here a round is read again only after it
// changed, and a stored result is parsed once (json.ts keeps reads by their text).
import type Database from 'better-sqlite3';
import { resultSchema, type GameValue } from '../../../shared/model/result';
import type { Round } from '../../../shared/model/round';
import { teamsSchema } from '../../../shared/model/teams';
import { deepFreeze } from '../deep-freeze';
import { readJson } from '../json';

export interface PlayedTable {
  id: number;
  number: number;
  bye: boolean;
  /** Entries in seat order. */
  entries: number[];
  result: { readonly games: readonly GameValue[] } | null;
  /** Each seat's team number where teams play; absent elsewhere. */
  teams?: readonly number[];
}

export interface PlayedRound {
  id: number;
  stageId: number;
  number: number;
  status: Round['status'];
  version: number;
  /** The seed the round was drawn with. */
  seed: string;
  tables: PlayedTable[];
}

interface RoundHead {
  id: number;
  stageId: number;
  number: number;
  status: Round['status'];
  version: number;
  seed: string;
  tables: number;
  tableVersions: number;
  lastTable: number;
}

/** Changes with every write to a round's tables or their seats: a table's version moves on with
 * its result, seats, notes and minutes, and a re-pairing replaces the tables (new ids); versions
 * only ever grow. */
type TablesPrint = Pick<RoundHead, 'tables' | 'tableVersions' | 'lastTable'>;
const samePrint = (a: TablesPrint, b: TablesPrint) => a.tables === b.tables && a.tableVersions === b.tableVersions && a.lastTable === b.lastTable;

/** Divisions whose rounds are kept: the divisions of the events under way at a venue. */
export const KEEP_DIVISIONS = 8;

export type PlayedRounds = ReturnType<typeof playedRoundsRepository>;

export function playedRoundsRepository(db: Database.Database) {
  const heads = db.prepare<[number], RoundHead>(
    // Each count its own subquery over the index round_tables_print (migration 23): a GROUP BY
    // over the join sorted every table of the division.
    `SELECT r.id, r.stage_id AS stageId, r.number, r.status, r.version, r.seed,
       (SELECT COUNT(*) FROM round_tables t WHERE t.round_id = r.id) AS tables,
       (SELECT COALESCE(SUM(t.version), 0) FROM round_tables t WHERE t.round_id = r.id) AS tableVersions,
       (SELECT COALESCE(MAX(t.id), 0) FROM round_tables t WHERE t.round_id = r.id) AS lastTable
     FROM rounds r JOIN stages s ON s.id = r.stage_id
     WHERE s.division_id = ? ORDER BY r.number`,
  );
  const tablesOf = db
    .prepare<[number], [number, number, number, string | null, string | null]>('SELECT id, number, is_bye, result, teams FROM round_tables WHERE round_id = ? ORDER BY is_bye, number')
    .raw();
  const seatsOf = db
    .prepare<[number], [number, number]>(
      'SELECT s.table_id, s.entry_id FROM seats s JOIN round_tables t ON t.id = s.table_id WHERE t.round_id = ? ORDER BY s.table_id, s.position',
    )
    .raw();
  // Rounds as last read, by id, with the fingerprint they were read at: a round of a 4,096-player
  // event is read from SQL again only after it changed (the fingerprint costs one GROUP BY).
  const kept = new Map<number, { version: number; print: TablesPrint; round: PlayedRound }>();
  // The divisions listed lately, the latest last, with their rounds' ids: the rounds of divisions
  // nobody reads any more (yesterday's event, a division finished) go, so a host that runs one
  // event after another all day keeps a few events' rounds, not every round it ever read.
  const listed = new Map<number, readonly number[]>();
  function listedNow(divisionId: number, roundIds: readonly number[]): void {
    listed.delete(divisionId);
    listed.set(divisionId, roundIds);
    if (listed.size <= KEEP_DIVISIONS) return;
    const [oldest, ids] = listed.entries().next().value!;
    listed.delete(oldest);
    for (const id of ids) kept.delete(id);
  }

  function readTables(head: RoundHead): PlayedTable[] {
    const seated = new Map<number, number[]>();
    for (const [tableId, entryId] of seatsOf.all(head.id)) {
      const list = seated.get(tableId);
      if (list) list.push(entryId);
      else seated.set(tableId, [entryId]);
    }
    return tablesOf.all(head.id).map(([id, number, bye, result, teams]) => ({
      id,
      number,
      bye: bye === 1,
      entries: seated.get(id) ?? [],
      result: readJson('table result', resultSchema, result, null),
      ...(teams === null ? {} : { teams: readJson('table teams', teamsSchema, teams, null)! }),
    }));
  }

  return {
    /** Keeps a round's tables as the rounds repository just wrote them (`tableVersions`: the sum
     * of their versions), so the next command does not read a 2,048-table draft back. */
    keepWritten(head: Omit<PlayedRound, 'tables'>, tables: PlayedTable[], tableVersions: number): void {
      const print = { tables: tables.length, tableVersions, lastTable: tables.reduce((m, t) => Math.max(m, t.id), 0) };
      kept.set(head.id, { version: head.version, print, round: deepFreeze({ ...head, tables }) });
    },
    /** Keeps the result the rounds repository just wrote at a table (its version one on): a
     * correction at a 2,048-table round then costs one table, not the round read and frozen
     * again. Where the kept round had missed another write, its print no longer matches the
     * stored one and `list` reads it again. */
    keepResult(tableId: number, resultText: string): void {
      for (const [id, known] of kept) {
        const at = known.round.tables.findIndex((t) => t.id === tableId);
        if (at < 0) continue;
        const tables = known.round.tables.slice();
        tables[at] = { ...tables[at]!, result: readJson('table result', resultSchema, resultText, null) };
        // Only what is new is frozen here: every other table is the one kept, frozen already.
        const round = deepFreeze({ ...known.round, tables });
        kept.set(id, { version: known.version, print: { ...known.print, tableVersions: known.print.tableVersions + 1 }, round });
        return;
      }
    },
    /** Drops every round kept: a transaction rolled back may have written some. */
    forget(): void {
      kept.clear();
      listed.clear();
    },
    /** A division's rounds, every stage's, oldest first, drafts included; tables by number, byes
     * last. Shared and frozen: read, never change. A round's `tables` stay the same array until
     * one of them changes. */
    list(divisionId: number): readonly PlayedRound[] {
      const rounds = heads.all(divisionId).map((head) => {
        const known = kept.get(head.id);
        const samePrinted = known !== undefined && samePrint(known.print, head);
        // The round's own version moves on with its status and clock.
        if (samePrinted && known.version === head.version) return known.round;
        // A round closed or its clock started keeps its tables, the same array: standings kept
        // over them (core/services/kept-standings.ts) stay good. Not a draft's: pairing it again
        // replaces its tables, and the new ones may take the old ids.
        const same = samePrinted && known.round.status !== 'draft' && head.status !== 'draft';
        const tables = same ? known.round.tables : readTables(head);
        const round = deepFreeze({ id: head.id, stageId: head.stageId, number: head.number, status: head.status, version: head.version, seed: head.seed, tables });
        kept.set(head.id, { version: head.version, print: { tables: head.tables, tableVersions: head.tableVersions, lastTable: head.lastTable }, round });
        return round;
      });
      listedNow(divisionId, rounds.map((r) => r.id));
      return rounds;
    },
  };
}
