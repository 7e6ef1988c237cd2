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

/** What the core needs to say where an event stands, beyond its rounds. */
export interface EventRoundFacts {
  latestRound: number;
  /** Rounds published or closed. */
  startedRounds: number;
  checkedIn: number;
}

/** A stage as stored: its kind, its place in the division's order, and where its entries come
 * from (`cut`: the best of the stage before; null: the registration). */
export interface StoredStage {
  id: number;
  position: number;
  kind: string;
  cut: number | null;
  plannedRounds: number | null;
  /** Rounds paired in it, drafts included. */
  rounds: number;
}

/** A stage as a ruleset plans it. */
export interface PlannedStage {
  kind: string;
  cut?: number;
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
  // Every event starts with one division and the stages its ruleset plays, in order.
  const insertDivision = db.prepare<[number]>("INSERT INTO divisions (event_id, name) VALUES (?, 'Open')");
  const insertStage = db.prepare<[number, number, string, number, number | null, number | null]>(
    'INSERT INTO stages (event_id, division_id, kind, position, planned_rounds, cut) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const stagesOf = db.prepare<[number], StoredStage>(
    `SELECT s.id, s.position, s.kind, s.cut, s.planned_rounds AS plannedRounds,
       (SELECT COUNT(*) FROM rounds r WHERE r.stage_id = s.id) AS rounds
     FROM stages s WHERE s.event_id = ? ORDER BY s.position`,
  );
  const setStage = db.prepare<[string, number | null, number]>('UPDATE stages SET kind = ?, cut = ? WHERE id = ?');
  const deleteStage = db.prepare<[number]>('DELETE FROM stages WHERE id = ?');
  const divisionOf = db.prepare<[number], { id: number }>('SELECT id FROM divisions WHERE event_id = ? ORDER BY id LIMIT 1');
  const secret = db.prepare<[number], { slip_secret: string }>('SELECT slip_secret FROM events WHERE id = ?');
  const byId = db.prepare<[number], EventRow>(`${withStage} WHERE e.id = ?`);
  const all = db.prepare<[], EventRow>(`${withStage} ORDER BY e.date DESC, e.id DESC`);
  const update = db.prepare<[string, string, string, number, number]>(
    'UPDATE events SET name = ?, date = ?, options = ?, version = version + 1 WHERE id = ? AND version = ?',
  );
  const setPlanned = db.prepare<[number | null, number]>(
    'UPDATE stages SET planned_rounds = ? WHERE id = (SELECT id FROM stages WHERE event_id = ? ORDER BY position LIMIT 1)',
  );
  const facts = db.prepare<[number, number], EventRoundFacts>(
    `SELECT
       COALESCE(MAX(r.number), 0) AS latestRound,
       COUNT(CASE WHEN r.status <> 'draft' THEN 1 END) AS startedRounds,
       (SELECT COUNT(*) FROM players WHERE event_id = ? AND check_in_order IS NOT NULL) AS checkedIn
     FROM rounds r JOIN stages s ON s.id = r.stage_id
     WHERE s.event_id = ?`,
  );
  return {
    insert(
      e: { name: string; date: string; ruleset: string; options: Record<string, unknown>; plannedRounds?: number | null; stages: readonly PlannedStage[] },
      slipSecret: string,
      now: string,
    ): StoredEvent {
      const id = Number(insert.run(e.name, e.date, e.ruleset, toJson(e.options), slipSecret, now).lastInsertRowid);
      const division = Number(insertDivision.run(id).lastInsertRowid);
      e.stages.forEach((stage, i) => insertStage.run(id, division, stage.kind, i + 1, i === 0 ? (e.plannedRounds ?? null) : null, stage.cut ?? null));
      return toEvent(byId.get(id)!);
    },
    /** Writes an event's settings if it is still at `version`; false when another desk changed it. */
    update(e: Pick<StoredEvent, 'id' | 'name' | 'date' | 'options' | 'plannedRounds'>, version: number): boolean {
      if (update.run(e.name, e.date, toJson(e.options), e.id, version).changes === 0) return false;
      setPlanned.run(e.plannedRounds, e.id);
      return true;
    },
    /** The event's stages in order, with how many rounds each has. */
    stages(id: number): StoredStage[] {
      return stagesOf.all(id);
    },
    /** Makes the event's stages the plan (its options changed them): a stage keeps its id where
     * its position stays, so its rounds stay with it; the caller has refused changing a stage
     * that has rounds. */
    setStages(id: number, plan: readonly PlannedStage[]): void {
      const stored = stagesOf.all(id);
      plan.forEach((stage, i) => {
        const at = stored[i];
        if (at) setStage.run(stage.kind, stage.cut ?? null, at.id);
        else insertStage.run(id, divisionOf.get(id)!.id, stage.kind, i + 1, null, stage.cut ?? null);
      });
      for (const gone of stored.slice(plan.length)) deleteStage.run(gone.id);
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
      return facts.get(id, id)!;
    },
  };
}
