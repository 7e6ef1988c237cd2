// runtime: node. SQL for players. The search key is the folded name (a duplicate is a name that
// folds the same); the check-in search looks further, in each player's name, player ID, club and
// date of birth (shared/text/player-search.ts), kept with the event's names in order. The list is in the language's alphabetical order (SQLite knows only byte
// order, and an accent-stripped key puts Śliwa before Sowa in Polish): the event's names are sorted
// with the collator once and kept until a player is added, renamed or removed, so a projector's
// page of a long list costs no sort; the stored sort key breaks ties the collator leaves.
import type Database from 'better-sqlite3';
import type { CorePlayer, FormOfAddress, ListedPlayer, PlayerListOnly } from '../../../shared/model/player';

/** A player as the store keeps them, with their player ID where the organizer's list gave one. */
type StoredPlayer = CorePlayer & Pick<ListedPlayer, 'playerId'>;
import { foldForSearch } from '../../../shared/text/fold';
import { naturalSortKey } from '../../../shared/text/natural';
import { nameCollator } from '../../../shared/text/collation';
import { familyFirst } from '../../../shared/text/family-name';
import { playerSearchText } from '../../../shared/text/player-search';
import type { EntryWrites } from './entries';

interface PlayerRow {
  id: number;
  event_id: number;
  name: string;
  family_name: string | null;
  date_of_birth: string | null;
  club: string | null;
  contact: string | null;
  form_of_address: FormOfAddress | null;
  division_id: number | null;
  check_in_order: number | null;
  checked_in_at: string | null;
  version: number;
  /** The player ID, where the query joins player_ids. */
  code?: string | null;
}

const toPlayer = (r: PlayerRow): StoredPlayer => ({
  id: r.id,
  eventId: r.event_id,
  name: r.name,
  familyName: r.family_name,
  dateOfBirth: r.date_of_birth,
  club: r.club,
  contact: r.contact,
  formOfAddress: r.form_of_address,
  divisionId: r.division_id,
  checkInOrder: r.check_in_order,
  checkedInAt: r.checked_in_at,
  ...(r.code ? { playerId: r.code } : {}),
  version: r.version,
});

export interface PlayerFields {
  name: string;
  /** Whole words of the name (the handler checks), or null. */
  familyName: string | null;
  dateOfBirth: string | null;
  club: string | null;
  contact: string | null;
  formOfAddress: FormOfAddress | null;
  /** null: the event's first division. */
  divisionId: number | null;
}

export interface PlayerListQuery {
  filter?: string;
  only?: PlayerListOnly | undefined;
  limit?: number | undefined;
  /** Skips this many of the players the query finds (a projector's page of a long list). */
  offset?: number | undefined;
  /** The filter matches names only: who may not read personal details (the room, the results
   * desk) never finds anybody by a date of birth or player ID either. */
  namesOnly?: boolean | undefined;
  /** Each word of the filter starts a word of the name, in any order ("malgo swie" finds
   * Małgorzata Świętosławska): a phone's search. */
  words?: boolean | undefined;
}

/** Whether every word starts a word of the folded name (words split at spaces and hyphens). */
function startsWords(folded: string, words: readonly string[]): boolean {
  const nameWords = folded.split(/[\s-]+/);
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}

/** A seat of the player's entry: which round, in what state, at which table. */
export interface PlayerSeat {
  entryId: number;
  round: number;
  status: 'draft' | 'published' | 'closed';
  table: number;
  bye: boolean;
}

const keysOf = (name: string) => ({ searchKey: foldForSearch(name), sortKey: naturalSortKey(name) });
const onlyCode = (only: PlayerListOnly | undefined) => (only === 'checkedIn' ? 1 : only === 'notCheckedIn' ? 2 : 0);

export function playersRepository(db: Database.Database, entryWrites: EntryWrites) {
  const insert = db.prepare(
    `INSERT INTO players (event_id, name, family_name, search_key, sort_key, date_of_birth, club, contact, form_of_address, division_id)
     VALUES (@eventId, @name, @familyName, @searchKey, @sortKey, @dateOfBirth, @club, @contact, @formOfAddress, @divisionId)`,
  );
  const byId = db.prepare<[number], PlayerRow>('SELECT * FROM players WHERE id = ?');
  const sameName = db.prepare<[number, string], PlayerRow>('SELECT * FROM players WHERE event_id = ? AND search_key = ? ORDER BY id');
  const update = db.prepare(
    `UPDATE players SET name = @name, family_name = @familyName, search_key = @searchKey, sort_key = @sortKey, date_of_birth = @dateOfBirth,
       club = @club, contact = @contact, form_of_address = @formOfAddress, division_id = @divisionId, version = version + 1
     WHERE id = @id AND version = @version`,
  );
  // A single player's entry carries the player's name into pairings and standings.
  const renameEntry = db.prepare<{ name: string; id: number }>(
    `UPDATE entries SET name = @name WHERE id IN (
       SELECT m.entry_id FROM entry_members m WHERE m.player_id = @id
         AND (SELECT COUNT(*) FROM entry_members o WHERE o.entry_id = m.entry_id) = 1)`,
  );
  const checkIn = db.prepare(
    `UPDATE players SET checked_in_at = @at, version = version + 1,
       check_in_order = (SELECT COALESCE(MAX(check_in_order), 0) + 1 FROM players WHERE event_id = @eventId)
     WHERE id = @id AND version = @version`,
  );
  const undoCheckIn = db.prepare(
    `UPDATE players SET checked_in_at = NULL, check_in_order = NULL, version = version + 1
     WHERE id = @id AND version = @version`,
  );
  const remove = db.prepare<{ id: number; version: number }>('DELETE FROM players WHERE id = @id AND version = @version');
  const touch = db.prepare<{ id: number; version: number }>('UPDATE players SET version = version + 1 WHERE id = @id AND version = @version');
  const entryOf = db.prepare<[number], { entry_id: number }>('SELECT entry_id FROM entry_members WHERE player_id = ?');
  const seats = db.prepare<[number], { entry_id: number; round: number; status: PlayerSeat['status']; table_number: number; is_bye: number }>(
    `SELECT m.entry_id, r.number AS round, r.status, t.number AS table_number, t.is_bye
     FROM entry_members m JOIN seats s ON s.entry_id = m.entry_id
       JOIN round_tables t ON t.id = s.table_id JOIN rounds r ON r.id = t.round_id
     WHERE m.player_id = ? ORDER BY r.number`,
  );
  const deleteMembers = db.prepare<[number]>('DELETE FROM entry_members WHERE entry_id = ?');
  const deleteEntry = db.prepare<[number]>('DELETE FROM entries WHERE id = ?');
  interface NameRow {
    id: number;
    name: string;
    family_name: string | null;
    search_key: string;
    sort_key: string;
    club: string | null;
    date_of_birth: string | null;
    code: string | null;
  }
  const searchable = `SELECT p.id, p.name, p.family_name, p.search_key, p.sort_key, p.club, p.date_of_birth, i.code FROM players p LEFT JOIN player_ids i ON i.player_id = p.id`;
  const names = db.prepare<[number], NameRow>(`${searchable} WHERE p.event_id = ?`);
  const nameOf = db.prepare<[number], NameRow>(`${searchable} WHERE p.id = ?`);
  // Players added, renamed or removed outside this repository (an event deleted with its players)
  // change the count or the last id, read from the index alone; player IDs are only ever added
  // (an import), which their count tells.
  const shapeOf = db.prepare<{ eventId: number }, { n: number; last: number; ids: number }>(
    'SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS last, (SELECT COUNT(*) FROM player_ids WHERE event_id = @eventId) AS ids FROM players WHERE event_id = @eventId',
  );
  const onlyIds = db.prepare<{ eventId: number; only: number }, { id: number }>(
    `SELECT id FROM players WHERE event_id = @eventId AND ((@only = 1 AND check_in_order IS NOT NULL) OR (@only = 2 AND check_in_order IS NULL))`,
  );
  // The list is what shows a player's ID beside the name the search found by it.
  const byIds = db.prepare<[string], PlayerRow>(
    'SELECT p.*, i.code FROM players p LEFT JOIN player_ids i ON i.player_id = p.id WHERE p.id IN (SELECT value FROM json_each(?))',
  );
  // Each event's players in a language's order, kept across queries: a name written here is moved
  // into place in every kept order (a binary search, no sort of thousands of names again).
  interface Ordered {
    id: number;
    name: string;
    /** Family name first where known (shared/text/family-name.ts): what the list sorts by. */
    sortName: string;
    sortKey: string;
    /** The folded name, and all the search looks in, in the order's language (its date format). */
    searchKey: string;
    searchText: string;
  }
  interface Order {
    collator: Intl.Collator;
    shape: string;
    rows: Ordered[];
  }
  const orders = new Map<number, Map<string, Order>>();
  const compare = (collator: Intl.Collator, a: Ordered, b: Ordered) =>
    collator.compare(a.sortName, b.sortName) || collator.compare(a.name, b.name) || (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id);
  const shapeKey = (eventId: number) => {
    const s = shapeOf.get({ eventId })!;
    return `${s.n} ${s.last} ${s.ids}`;
  };
  const orderedIn = (locale: string, r: NameRow): Ordered => ({
    id: r.id,
    name: r.name,
    sortName: familyFirst(r.name, r.family_name),
    sortKey: r.sort_key,
    searchKey: r.search_key,
    searchText: playerSearchText({ name: r.name, familyName: r.family_name, club: r.club, code: r.code, dateOfBirth: r.date_of_birth }, locale, r.search_key),
  });
  function orderOf(eventId: number, collator: Intl.Collator): Ordered[] {
    const locale = collator.resolvedOptions().locale;
    const shape = shapeKey(eventId);
    const kept = orders.get(eventId)?.get(locale);
    if (kept?.shape === shape) return kept.rows;
    const rows = names.all(eventId).map((r) => orderedIn(locale, r));
    rows.sort((a, b) => compare(collator, a, b));
    orders.set(eventId, (orders.get(eventId) ?? new Map<string, Order>()).set(locale, { collator, shape, rows }));
    return rows;
  }
  /** Moves a player written here into place in the event's kept orders (gone: removed). */
  function reorder(eventId: number, id: number): void {
    const kept = orders.get(eventId);
    if (!kept) return;
    const shape = shapeKey(eventId);
    const stored = nameOf.get(id);
    for (const [locale, order] of kept) {
      const rows = order.rows.filter((r) => r.id !== id);
      const row = stored && orderedIn(locale, stored);
      if (row) {
        let lo = 0;
        let hi = rows.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (compare(order.collator, rows[mid]!, row) < 0) lo = mid + 1;
          else hi = mid;
        }
        rows.splice(lo, 0, row);
      }
      order.rows = rows;
      order.shape = shape;
    }
  }
  const counts = db.prepare<[number], { registered: number; checkedIn: number }>(
    'SELECT COUNT(*) AS registered, COUNT(check_in_order) AS checkedIn FROM players WHERE event_id = ?',
  );
  // A player is in one entry at most (entry_members.player_id is unique).
  const dropped = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM entries e JOIN entry_members m ON m.entry_id = e.id JOIN players p ON p.id = m.player_id
     WHERE e.event_id = ? AND e.dropped_after_round IS NOT NULL AND p.check_in_order IS NOT NULL`,
  );
  const identities = db.prepare<[number], { id: number; name: string; search_key: string; date_of_birth: string | null }>(
    'SELECT id, name, search_key, date_of_birth FROM players WHERE event_id = ?',
  );
  /** The ids of the first `most` players the query finds, in the collator's order. */
  function found(eventId: number, q: PlayerListQuery, collator: Intl.Collator, most: number): number[] {
    const folded = foldForSearch(q.filter ?? '');
    const words = q.words ? folded.split(' ').filter(Boolean) : null;
    const only = q.only ? new Set(onlyIds.all({ eventId, only: onlyCode(q.only) }).map((r) => r.id)) : null;
    const ids: number[] = [];
    for (const r of orderOf(eventId, collator)) {
      if (ids.length >= most) break;
      const matches = words ? startsWords(r.searchKey, words) : !folded || (q.namesOnly ? r.searchKey : r.searchText).includes(folded);
      if (!matches || (only && !only.has(r.id))) continue;
      ids.push(r.id);
    }
    return ids;
  }
  return {
    insert(eventId: number, f: PlayerFields): CorePlayer {
      const id = Number(insert.run({ eventId, ...f, ...keysOf(f.name) }).lastInsertRowid);
      reorder(eventId, id);
      return toPlayer(byId.get(id)!);
    },
    get(id: number): CorePlayer | undefined {
      const row = byId.get(id);
      return row && toPlayer(row);
    },
    /** Who is registered, by folded name and date of birth: an import tells the same person by them. */
    identities(eventId: number): { id: number; name: string; searchKey: string; dateOfBirth: string | null }[] {
      return identities.all(eventId).map((r) => ({ id: r.id, name: r.name, searchKey: r.search_key, dateOfBirth: r.date_of_birth }));
    },
    /** Players of the event whose name folds to the same text as `name` (accents, case, Ł, ё). */
    withSameName(eventId: number, name: string): CorePlayer[] {
      return sameName.all(eventId, foldForSearch(name)).map(toPlayer);
    },
    /** Returns false when the version is stale (nothing written). */
    update(id: number, version: number, f: PlayerFields): boolean {
      if (update.run({ id, version, ...f, ...keysOf(f.name) }).changes !== 1) return false;
      reorder(byId.get(id)!.event_id, id);
      renameEntry.run({ name: f.name, id });
      entryWrites.generation++;
      return true;
    },
    checkIn(id: number, eventId: number, version: number, at: string): boolean {
      return checkIn.run({ id, eventId, version, at }).changes === 1;
    },
    undoCheckIn(id: number, version: number): boolean {
      return undoCheckIn.run({ id, version }).changes === 1;
    },
    /** Moves the player's version on where a feature changed what the player answer shows of
     * them (put them on a waiting list), so a desk holding them as they were is refused. */
    touch(id: number, version: number): boolean {
      return touch.run({ id, version }).changes === 1;
    },
    /** The entry the player belongs to, if a round was ever paired with them checked in. */
    entryOf(id: number): number | null {
      return entryOf.get(id)?.entry_id ?? null;
    },
    /** Every seat the player's entry has had, drafts included, oldest round first. */
    seats(id: number): PlayerSeat[] {
      return seats.all(id).map((s) => ({ entryId: s.entry_id, round: s.round, status: s.status, table: s.table_number, bye: s.is_bye === 1 }));
    },
    /** Deletes an entry that was never seated (the caller checks), with its members. */
    removeEntry(entryId: number): void {
      deleteMembers.run(entryId);
      deleteEntry.run(entryId);
      entryWrites.generation++;
    },
    remove(id: number, version: number): boolean {
      const row = byId.get(id);
      const eventId = row?.event_id;
      if (remove.run({ id, version }).changes !== 1) return false;
      reorder(eventId!, id);
      return true;
    },
    /** The players the query finds (with their player IDs), in `collator`'s order of names; the
     * search walks that order and stops at the page's end, as a keystroke at the desk asks for the
     * first few. */
    list(eventId: number, q: PlayerListQuery = {}, collator: Intl.Collator = nameCollator('en')): StoredPlayer[] {
      const skip = q.offset ?? 0;
      const page = found(eventId, q, collator, skip + (q.limit ?? Infinity)).slice(skip);
      const rows = new Map(byIds.all(JSON.stringify(page)).map((r) => [r.id, r]));
      return page.map((id) => toPlayer(rows.get(id)!));
    },
    /** Registered and checked in over the event, the checked in whose entry dropped (in any
     * way); matching: how many the same list query finds. */
    counts(
      eventId: number,
      q: Omit<PlayerListQuery, 'limit' | 'offset'> = {},
      collator: Intl.Collator = nameCollator('en'),
    ): { registered: number; checkedIn: number; dropped: number; matching: number } {
      const all = { ...counts.get(eventId)!, dropped: dropped.get(eventId)!.n };
      // The top bar asks without a filter on every keystroke: no second scan for it.
      if (!q.filter && !q.only) return { ...all, matching: all.registered };
      return { ...all, matching: found(eventId, q, collator, Infinity).length };
    },
  };
}
