// runtime: node. The registration list sorts names with numbers by value ("Takahashi 39" before
// "Takahashi 119"): each player gets a stored sort key, computed in code for the rows already there.
// The index holds the search key too, so a search walks it in order and reads a row only on a match.
import type Database from 'better-sqlite3';
import { naturalSortKey } from '../../../shared/text/natural';

export function m003(db: Database.Database): void {
  db.exec(`
    ALTER TABLE players ADD COLUMN sort_key TEXT NOT NULL DEFAULT '';
    CREATE INDEX players_by_event_sort ON players(event_id, sort_key, search_key);
  `);
  const rows = db.prepare<[], { id: number; name: string }>('SELECT id, name FROM players').all();
  const set = db.prepare<[string, number]>('UPDATE players SET sort_key = ? WHERE id = ?');
  for (const r of rows) set.run(naturalSortKey(r.name), r.id);
}
