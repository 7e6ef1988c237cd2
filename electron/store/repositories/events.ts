// runtime: node. SQL for events.
import type Database from 'better-sqlite3';
import type { StoredEvent } from '../../../shared/model/event';
import { fromJson, toJson } from '../json';

interface EventRow {
  id: number;
  name: string;
  date: string;
  ruleset: string;
  options: string;
  slip_secret: string;
  version: number;
  created_at: string;
}

const toEvent = (r: EventRow): StoredEvent => ({
  id: r.id,
  name: r.name,
  date: r.date,
  ruleset: r.ruleset as StoredEvent['ruleset'],
  options: fromJson<Record<string, unknown>>(r.options, {}),
  version: r.version,
  createdAt: r.created_at,
});

export function eventsRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO events (name, date, ruleset, options, slip_secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Every event starts with one division and one Swiss stage; later formats add more.
  const insertDivision = db.prepare<[number]>("INSERT INTO divisions (event_id, name) VALUES (?, 'Open')");
  const insertStage = db.prepare<[number, number]>(
    "INSERT INTO stages (event_id, division_id, kind, position) VALUES (?, ?, 'swiss', 1)",
  );
  const secret = db.prepare<[number], { slip_secret: string }>('SELECT slip_secret FROM events WHERE id = ?');
  const byId = db.prepare<[number], EventRow>('SELECT * FROM events WHERE id = ?');
  const all = db.prepare<[], EventRow>('SELECT * FROM events ORDER BY date DESC, id DESC');
  return {
    insert(e: { name: string; date: string; ruleset: string; options: Record<string, unknown> }, slipSecret: string, now: string): StoredEvent {
      const id = Number(insert.run(e.name, e.date, e.ruleset, toJson(e.options), slipSecret, now).lastInsertRowid);
      const division = Number(insertDivision.run(id).lastInsertRowid);
      insertStage.run(id, division);
      return toEvent(byId.get(id)!);
    },
    /** The per-event key of slip codes; never sent to a window. */
    slipSecret(id: number): string {
      return secret.get(id)?.slip_secret ?? '';
    },
    get(id: number): StoredEvent | undefined {
      const row = byId.get(id);
      return row && toEvent(row);
    },
    list(): StoredEvent[] {
      return all.all().map(toEvent);
    },
  };
}
