// runtime: node. SQL for entries and their members. A division's entries are kept as last read
// until they change, and mended entry by entry when this repository made the change: pairing and
// standings at 4,096 players read them for every command, and reading them from SQL took a tenth
// of a pairing.
import type Database from 'better-sqlite3';
import { disqualificationSchema, type Disqualification, type Entry } from '../../../shared/model/entry';
import { deepFreeze } from '../deep-freeze';
import { readJson, toJson } from '../json';
import { playerInDivision } from './divisions';
import type { shownNamesRepository } from './shown-names';

interface EntryRow {
  id: number;
  event_id: number;
  division_id: number;
  name: string;
  joined_round: number;
  dropped_after_round: number | null;
  drop_reason: string | null;
  forfeited: number;
  disqualification: string | null;
  no_show: number;
  version: number;
  player_ids: string | null;
}

// A player's entry shows the label that tells them from a namesake of the event.
const toEntry = (r: EntryRow, shown: ReadonlyMap<number, string>): Entry => ({
  id: r.id,
  eventId: r.event_id,
  divisionId: r.division_id,
  name: shown.get(r.id) ?? r.name,
  playerIds: r.player_ids ? r.player_ids.split(',').map(Number) : [],
  joinedRound: r.joined_round,
  droppedAfterRound: r.dropped_after_round,
  dropReason: r.drop_reason,
  forfeited: r.forfeited === 1,
  disqualification: readJson('entry disqualification', disqualificationSchema, r.disqualification, null),
  noShow: r.no_show === 1,
  version: r.version,
});

// A join rather than a subquery per entry: a third of the time at 4,096 entries.
const select = `SELECT e.*, group_concat(m.player_id) AS player_ids FROM entries e LEFT JOIN entry_members m ON m.entry_id = e.id`;

/** What kind of drop it is; none of them: a plain drop. */
export interface DropKind {
  forfeit?: boolean;
  disqualification?: Disqualification | null;
  noShow?: boolean;
}

/** Counts every write to entries or their members made through the store (the players'
 * repository renames and removes entries too) and every transaction rolled back: a division's
 * entries are read again from SQL once it moved on. */
export interface EntryWrites {
  generation: number;
}

export function entriesRepository(db: Database.Database, writes: EntryWrites, shownNames: ReturnType<typeof shownNamesRepository>) {
  const one = (r: EntryRow) => toEntry(r, new Map([[r.id, shownNames.ofEntry(r.event_id, r.id, r.name)]]));
  // A side of several keeps the name it was given.
  const unlabelled = new Map<number, string>();
  const insert = db.prepare<[number, number, string, number]>(
    'INSERT INTO entries (event_id, division_id, name, joined_round) VALUES (?, ?, ?, ?)',
  );
  const insertMember = db.prepare<[number, number]>('INSERT INTO entry_members (entry_id, player_id) VALUES (?, ?)');
  const byId = db.prepare<[number], EntryRow>(`${select} WHERE e.id = ? GROUP BY e.id`);
  const byEvent = db.prepare<[number], EntryRow>(`${select} WHERE e.event_id = ? GROUP BY e.id ORDER BY e.id`);
  const byDivision = db.prepare<[number], EntryRow>(`${select} WHERE e.division_id = ? GROUP BY e.id ORDER BY e.id`);
  const unentered = db.prepare<{ division: number }, { id: number; name: string }>(
    // Those without an entry found on the indexes alone first: every pairing asks, and at 4,096
    // players reading each player's row to test its division took most of the query.
    `SELECT p.id, p.name FROM players p
     WHERE p.id IN (SELECT q.id FROM players q WHERE q.event_id = (SELECT event_id FROM divisions WHERE id = @division) AND q.check_in_order IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM entry_members m WHERE m.player_id = q.id))
       AND ${playerInDivision}
     ORDER BY p.check_in_order`,
  );
  const drop = db.prepare(
    `UPDATE entries SET dropped_after_round = @after, drop_reason = @reason, forfeited = @forfeit, disqualification = @disqualification,
       no_show = @noShow, version = version + 1 WHERE id = @id AND version = @version`,
  );
  const reinstate = db.prepare(
    `UPDATE entries SET dropped_after_round = NULL, drop_reason = NULL, forfeited = 0, disqualification = NULL, no_show = 0, version = version + 1
     WHERE id = @id AND version = @version AND dropped_after_round IS NOT NULL`,
  );
  // With the write count, a safety net for a write made outside the repositories: every write of
  // an entry moves its version on, adds or removes a row.
  const divisionPrint = db
    .prepare<[number], [number, number, number]>(
      `SELECT COUNT(*), COALESCE(MAX(e.id), 0), COALESCE(SUM(e.version), 0) FROM entries e WHERE e.division_id = ?`,
    )
    .raw();
  const eventOf = db.prepare<[number], number>('SELECT event_id FROM divisions WHERE id = ?').pluck();
  const kept = new Map<number, { print: string; generation: number; names: string; entries: readonly Entry[] }>();
  // The entry each of this repository's writes since the oldest kept list was about, by the
  // write's generation: a list the only writes since were these is mended entry by entry (a late
  // entry at 4,096 reads one row instead of every entry again).
  const ownWrites = new Map<number, number>();
  const wrote = <T>(result: T, entryId: number): T => {
    ownWrites.set(++writes.generation, entryId);
    return result;
  };
  /** `known` brought up to `generation` from the rows of the entries written since, when only
   * this repository wrote since and the labels held; null otherwise. */
  const mended = (divisionId: number, known: { generation: number; names: string; entries: readonly Entry[] }, names: string): Entry[] | null => {
    if (known.names !== names) return null;
    const written = new Set<number>();
    for (let g = known.generation + 1; g <= writes.generation; g++) {
      const id = ownWrites.get(g);
      if (id === undefined) return null;
      written.add(id);
    }
    const byIdNow = new Map(known.entries.map((e) => [e.id, e]));
    for (const id of written) {
      const row = byId.get(id);
      if (row && row.division_id === divisionId) byIdNow.set(id, one(row));
      else byIdNow.delete(id);
    }
    return [...byIdNow.values()].sort((a, b) => a.id - b.id);
  };
  // A division not read for this many writes (another event's, one deleted) is forgotten rather
  // than holding every write since: it is read whole if it is asked for again.
  const MEND_WITHIN = 10_000;
  const pruneOwnWrites = (): void => {
    let oldest = writes.generation;
    for (const [divisionId, k] of kept) {
      if (k.generation < writes.generation - MEND_WITHIN) kept.delete(divisionId);
      else oldest = Math.min(oldest, k.generation);
    }
    for (const g of ownWrites.keys()) if (g <= oldest) ownWrites.delete(g);
  };
  return {
    get(id: number): Entry | undefined {
      const row = byId.get(id);
      return row && one(row);
    },
    /** Every entry of the event, each division's. */
    list(eventId: number): Entry[] {
      const names = shownNames.of(eventId).byEntry;
      return byEvent.all(eventId).map((r) => toEntry(r, names));
    },
    /** The division's entries by id. Shared and frozen: read, never change. */
    inDivision(divisionId: number): readonly Entry[] {
      const eventId = eventOf.get(divisionId);
      const names = eventId === undefined ? null : shownNames.of(eventId);
      const rows = divisionPrint.get(divisionId)!;
      const print = `${writes.generation}:${rows.join(':')}:${names?.print ?? ''}`;
      const known = kept.get(divisionId);
      if (known?.print === print) return known.entries;
      const namesPrint = names?.print ?? '';
      let entries = known ? mended(divisionId, known, namesPrint) : null;
      // The safety net again: a write made outside the repositories shows in the count, the
      // newest id or the versions' sum.
      if (entries && `${entries.length}:${entries.at(-1)?.id ?? 0}:${entries.reduce((n, e) => n + e.version, 0)}` !== rows.join(':')) entries = null;
      entries ??= byDivision.all(divisionId).map((r) => toEntry(r, names?.byEntry ?? unlabelled));
      const frozen = deepFreeze(entries);
      kept.set(divisionId, { print, generation: writes.generation, names: namesPrint, entries: frozen });
      pruneOwnWrites();
      return frozen;
    },
    /** Checked-in players of a division who are not in any entry yet, in arrival order. */
    checkedInWithoutEntry(divisionId: number): { id: number; name: string }[] {
      return unentered.all({ division: divisionId });
    },
    insertSingle(eventId: number, divisionId: number, player: { id: number; name: string }, joinedRound: number): number {
      return this.insert(eventId, divisionId, player.name, [player.id], joinedRound);
    },
    /** An entry of these players (one or several) that plays from round `joinedRound`. */
    insert(eventId: number, divisionId: number, name: string, playerIds: readonly number[], joinedRound: number): number {
      const id = Number(insert.run(eventId, divisionId, name, joinedRound).lastInsertRowid);
      for (const playerId of playerIds) insertMember.run(id, playerId);
      return wrote(id, id);
    },
    /** A drop: plain, a Declaration of Forfeiture (`forfeit`), a disqualification (why) or a
     * player who never came (`noShow`). */
    drop(id: number, version: number, afterRound: number, reason: string, how: DropKind = {}): boolean {
      const { forfeit = false, disqualification = null, noShow = false } = how;
      return wrote(
        drop.run({ id, version, after: afterRound, reason, forfeit: forfeit ? 1 : 0, disqualification: disqualification && toJson(disqualification), noShow: noShow ? 1 : 0 }).changes === 1,
        id,
      );
    },
    /** Undoes a drop, a Declaration of Forfeiture or a disqualification. */
    reinstate(id: number, version: number): boolean {
      return wrote(reinstate.run({ id, version }).changes === 1, id);
    },
  };
}
