// runtime: node. SQL for events.
import type Database from 'better-sqlite3';
import type { StoredEvent } from '../../../shared/model/event';
import { z } from 'zod';
import { readJson, toJson } from '../json';

interface EventRow {
  id: number;
  name: string;
  date: string;
  ruleset: string;
  options: string;
  slip_secret: string;
  version: number;
  created_at: string;
  planned_rounds: number | null;
}

/** What the core needs to say where an event's stage stands. */
export interface EventRoundFacts {
  latestRound: number;
  /** Rounds published or closed. */
  startedRounds: number;
  lastClosedRound: number;
  /** Tables (byes included) of round 1; 0 before it is drawn. */
  firstRoundTables: number;
  checkedIn: number;
}

const optionsSchema = z.record(z.string(), z.unknown());

const toEvent = (r: EventRow): StoredEvent => ({
  id: r.id,
  name: r.name,
  date: r.date,
  ruleset: r.ruleset as StoredEvent['ruleset'],
  options: readJson('event options', optionsSchema, r.options, {}),
  plannedRounds: r.planned_rounds,
  version: r.version,
  createdAt: r.created_at,
});

// The event's first stage carries the planned rounds (the only stage events have today).
const firstStage = 'SELECT id FROM stages WHERE event_id = e.id ORDER BY position LIMIT 1';
const withStage = `SELECT e.*, (SELECT planned_rounds FROM stages WHERE id = (${firstStage})) AS planned_rounds FROM events e`;

export function eventsRepository(db: Database.Database) {
  const insert = db.prepare<[string, string, string, string, string, string]>(
    'INSERT INTO events (name, date, ruleset, options, slip_secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Every event starts with one division and one stage, of the kind its ruleset plays.
  const insertDivision = db.prepare<[number]>("INSERT INTO divisions (event_id, name) VALUES (?, 'Open')");
  const insertStage = db.prepare<[number, number, string, number | null]>(
    'INSERT INTO stages (event_id, division_id, kind, position, planned_rounds) VALUES (?, ?, ?, 1, ?)',
  );
  const secret = db.prepare<[number], { slip_secret: string }>('SELECT slip_secret FROM events WHERE id = ?');
  const byId = db.prepare<[number], EventRow>(`${withStage} WHERE e.id = ?`);
  const all = db.prepare<[], EventRow>(`${withStage} ORDER BY e.date DESC, e.id DESC`);
  const update = db.prepare<[string, string, string, number, number]>(
    'UPDATE events SET name = ?, date = ?, options = ?, version = version + 1 WHERE id = ? AND version = ?',
  );
  const setKind = db.prepare<[string, number]>(
    'UPDATE stages SET kind = ? WHERE id = (SELECT id FROM stages WHERE event_id = ? ORDER BY position LIMIT 1)',
  );
  const setPlanned = db.prepare<[number | null, number]>(
    'UPDATE stages SET planned_rounds = ? WHERE id = (SELECT id FROM stages WHERE event_id = ? ORDER BY position LIMIT 1)',
  );
  const facts = db.prepare<[number, number, number], EventRoundFacts>(
    `SELECT
       COALESCE(MAX(r.number), 0) AS latestRound,
       COUNT(CASE WHEN r.status <> 'draft' THEN 1 END) AS startedRounds,
       COALESCE(MAX(CASE WHEN r.status = 'closed' THEN r.number END), 0) AS lastClosedRound,
       (SELECT COUNT(*) FROM round_tables t WHERE t.round_id = (
          SELECT fr.id FROM rounds fr JOIN stages fs ON fs.id = fr.stage_id WHERE fs.event_id = ? AND fr.number = 1 LIMIT 1)) AS firstRoundTables,
       (SELECT COUNT(*) FROM players WHERE event_id = ? AND check_in_order IS NOT NULL) AS checkedIn
     FROM rounds r JOIN stages s ON s.id = r.stage_id
     WHERE s.event_id = ?`,
  );
  return {
    insert(
      e: { name: string; date: string; ruleset: string; options: Record<string, unknown>; plannedRounds?: number | null; stageKind: string },
      slipSecret: string,
      now: string,
    ): StoredEvent {
      const id = Number(insert.run(e.name, e.date, e.ruleset, toJson(e.options), slipSecret, now).lastInsertRowid);
      const division = Number(insertDivision.run(id).lastInsertRowid);
      insertStage.run(id, division, e.stageKind, e.plannedRounds ?? null);
      return toEvent(byId.get(id)!);
    },
    /** Writes an event's settings if it is still at `version`; false when another desk changed it. */
    update(e: Pick<StoredEvent, 'id' | 'name' | 'date' | 'options' | 'plannedRounds'>, version: number): boolean {
      if (update.run(e.name, e.date, toJson(e.options), e.id, version).changes === 0) return false;
      setPlanned.run(e.plannedRounds, e.id);
      return true;
    },
    /** Changes how the event's stage plays (its options chose another format before any round). */
    setStageKind(id: number, kind: string): void {
      setKind.run(kind, id);
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
    roundFacts(id: number): EventRoundFacts {
      return facts.get(id, id, id)!;
    },
  };
}
