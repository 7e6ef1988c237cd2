// runtime: node. SQL for an event's notice of rule modifications (table rule_notices, which its
// migration makes): one row, written the first time the organizer saves it.
import type Database from 'better-sqlite3';
import type { RuleNotice } from '../../../shared/features/rule-notice/model';
import { perDatabase } from '../per-database';

/** Its table, where a database has none (made by the core's migration 8 in databases of older
 * versions). */
export const noticesTable = `
CREATE TABLE IF NOT EXISTS rule_notices (
  event_id INTEGER PRIMARY KEY REFERENCES events(id),
  text TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  updated_at TEXT NOT NULL
) STRICT;
`;

interface NoticeRow {
  event_id: number;
  text: string;
  version: number;
  updated_at: string;
}

function ruleNoticesRepository(db: Database.Database) {
  const byEvent = db.prepare<[number], NoticeRow>('SELECT * FROM rule_notices WHERE event_id = ?');
  const insert = db.prepare<{ eventId: number; text: string; at: string }>(
    'INSERT INTO rule_notices (event_id, text, version, updated_at) VALUES (@eventId, @text, 1, @at)',
  );
  const update = db.prepare<{ eventId: number; text: string; at: string; version: number }>(
    'UPDATE rule_notices SET text = @text, updated_at = @at, version = version + 1 WHERE event_id = @eventId AND version = @version',
  );
  return {
    /** The stored notice, or an empty one at version 0. */
    get(eventId: number): RuleNotice {
      const r = byEvent.get(eventId);
      return r ? { eventId, text: r.text, version: r.version, updatedAt: r.updated_at } : { eventId, text: '', version: 0, updatedAt: null };
    },
    /** Saves over the version read; false when it is stale. */
    set(eventId: number, version: number, text: string, at: string): boolean {
      if (version === 0) return byEvent.get(eventId) === undefined && insert.run({ eventId, text, at }).changes === 1;
      return update.run({ eventId, text, at, version }).changes === 1;
    },
  };
}

/** The rule notices of the store's database. */
export const ruleNotices = perDatabase(ruleNoticesRepository);
