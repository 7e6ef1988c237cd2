// runtime: node. SQL for events.
import type Database from 'better-sqlite3';
import type { TournamentEvent } from '../../../shared/model/event';

interface EventRow {
  id: number;
  name: string;
  date: string;
  ruleset: string;
  version: number;
  created_at: string;
}

const toEvent = (r: EventRow): TournamentEvent => ({
  id: r.id,
  name: r.name,
  date: r.date,
  ruleset: r.ruleset as TournamentEvent['ruleset'],
  version: r.version,
  createdAt: r.created_at,
});

export function eventsRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO events (name, date, ruleset, created_at) VALUES (?, ?, ?, ?)',
  );
  const byId = db.prepare<[number], EventRow>('SELECT * FROM events WHERE id = ?');
  const all = db.prepare<[], EventRow>('SELECT * FROM events ORDER BY date DESC, id DESC');
  return {
    insert(e: { name: string; date: string; ruleset: string }, now: string): TournamentEvent {
      const id = Number(insert.run(e.name, e.date, e.ruleset, now).lastInsertRowid);
      return toEvent(byId.get(id)!);
    },
    get(id: number): TournamentEvent | undefined {
      const row = byId.get(id);
      return row && toEvent(row);
    },
    list(): TournamentEvent[] {
      return all.all().map(toEvent);
    },
  };
}
