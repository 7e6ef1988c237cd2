// runtime: node. SQL for players. The search key is the folded name, so a search is one indexed
// LIKE over the event's players.
import type Database from 'better-sqlite3';
import type { Player } from '../../../shared/model/player';
import { foldForSearch } from '../../../shared/text/fold';

interface PlayerRow {
  id: number;
  event_id: number;
  name: string;
  date_of_birth: string | null;
  club: string | null;
  contact: string | null;
  check_in_order: number | null;
  checked_in_at: string | null;
  version: number;
}

const toPlayer = (r: PlayerRow): Player => ({
  id: r.id,
  eventId: r.event_id,
  name: r.name,
  dateOfBirth: r.date_of_birth,
  club: r.club,
  contact: r.contact,
  checkInOrder: r.check_in_order,
  checkedInAt: r.checked_in_at,
  version: r.version,
});

export interface PlayerFields {
  name: string;
  dateOfBirth: string | null;
  club: string | null;
  contact: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function playersRepository(db: Database.Database) {
  const insert = db.prepare(
    `INSERT INTO players (event_id, name, search_key, date_of_birth, club, contact)
     VALUES (@eventId, @name, @searchKey, @dateOfBirth, @club, @contact)`,
  );
  const byId = db.prepare<[number], PlayerRow>('SELECT * FROM players WHERE id = ?');
  const update = db.prepare(
    `UPDATE players SET name = @name, search_key = @searchKey, date_of_birth = @dateOfBirth,
       club = @club, contact = @contact, version = version + 1
     WHERE id = @id AND version = @version`,
  );
  const checkIn = db.prepare(
    `UPDATE players SET checked_in_at = @at, version = version + 1,
       check_in_order = (SELECT COALESCE(MAX(check_in_order), 0) + 1 FROM players WHERE event_id = @eventId)
     WHERE id = @id AND version = @version`,
  );
  const search = db.prepare<{ eventId: number; pattern: string; checkedInOnly: number; limit: number }, PlayerRow>(
    `SELECT * FROM players WHERE event_id = @eventId AND search_key LIKE @pattern ESCAPE '\\'
       AND (@checkedInOnly = 0 OR check_in_order IS NOT NULL)
     ORDER BY search_key, id LIMIT @limit`,
  );
  const counts = db.prepare<[number], { registered: number; checkedIn: number }>(
    'SELECT COUNT(*) AS registered, COUNT(check_in_order) AS checkedIn FROM players WHERE event_id = ?',
  );
  return {
    insert(eventId: number, f: PlayerFields): Player {
      const id = Number(insert.run({ eventId, ...f, searchKey: foldForSearch(f.name) }).lastInsertRowid);
      return toPlayer(byId.get(id)!);
    },
    get(id: number): Player | undefined {
      const row = byId.get(id);
      return row && toPlayer(row);
    },
    /** Returns false when the version is stale (nothing written). */
    update(id: number, version: number, f: PlayerFields): boolean {
      return update.run({ id, version, ...f, searchKey: foldForSearch(f.name) }).changes === 1;
    },
    checkIn(id: number, eventId: number, version: number, at: string): boolean {
      return checkIn.run({ id, eventId, version, at }).changes === 1;
    },
    list(eventId: number, filter: string, checkedInOnly: boolean, limit = -1): Player[] {
      const pattern = `%${escapeLike(foldForSearch(filter))}%`;
      return search.all({ eventId, pattern, checkedInOnly: checkedInOnly ? 1 : 0, limit }).map(toPlayer);
    },
    counts(eventId: number): { registered: number; checkedIn: number } {
      return counts.get(eventId)!;
    },
  };
}
