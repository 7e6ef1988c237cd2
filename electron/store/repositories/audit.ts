// runtime: node. The append-only audit log: one row per committed command, written in the
// command's own transaction.
import type Database from 'better-sqlite3';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  operation: string;
  input: unknown;
}

export function auditRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, string]>(
    'INSERT INTO audit (at, actor, operation, input) VALUES (?, ?, ?, ?)',
  );
  const recent = db.prepare<[number], { id: number; at: string; actor: string; operation: string; input: string }>(
    'SELECT * FROM audit ORDER BY id DESC LIMIT ?',
  );
  return {
    append(at: string, actor: string, operation: string, input: unknown): void {
      insert.run(at, actor, operation, JSON.stringify(input));
    },
    recent(limit: number): AuditEntry[] {
      return recent.all(limit).map((r) => ({ ...r, input: JSON.parse(r.input) as unknown }));
    },
  };
}
