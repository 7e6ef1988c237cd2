// runtime: node. The append-only audit log: one row per committed command, written in the
// command's own transaction, with the event it concerns and, for corrections, what changed.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { readJson, toJson } from '../json';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  operation: string;
  eventId: number | null;
  input: unknown;
  detail: unknown;
}

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  operation: string;
  event_id: number | null;
  input: string;
  detail: string | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  actor: r.actor,
  operation: r.operation,
  eventId: r.event_id,
  input: readJson('audit input', z.unknown(), r.input, null),
  detail: readJson('audit detail', z.record(z.string(), z.unknown()), r.detail, null),
});

export function auditRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, number | null, string, string | null]>(
    'INSERT INTO audit (at, actor, operation, event_id, input, detail) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const recent = db.prepare<[number], AuditRow>('SELECT * FROM audit ORDER BY id DESC LIMIT ?');
  const ofEvent = db.prepare<[number], AuditRow>('SELECT * FROM audit WHERE event_id = ? ORDER BY id');
  // The Rounds tab asks for a few operations after every result: at thousands of results, reading
  // and parsing every row to keep a handful was most of a result's way to the desk's screen.
  const ofEventDoing = db.prepare<[number, string], AuditRow>('SELECT * FROM audit WHERE event_id = ? AND operation IN (SELECT value FROM json_each(?)) ORDER BY id');
  return {
    append(at: string, actor: string, operation: string, input: unknown, eventId: number | null = null, detail: unknown = null): void {
      insert.run(at, actor, operation, eventId, toJson(input), detail === null ? null : toJson(detail));
    },
    recent(limit: number): AuditEntry[] {
      return recent.all(limit).map(toEntry);
    },
    /** The event's entries in order; with `operations`, only theirs. */
    ofEvent(eventId: number, operations?: readonly string[]): AuditEntry[] {
      return (operations ? ofEventDoing.all(eventId, JSON.stringify(operations)) : ofEvent.all(eventId)).map(toEntry);
    },
  };
}
