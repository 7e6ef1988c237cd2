// runtime: node. SQL for divisions and their stages. A division is who plays whom (a point level,
// an age class); its stages are how, in order. The first division (by id) is where players without
// a division of their own play, and it plays the event's options unless it has its own.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { stageKind } from '../../engine/stages';
import { readJson, toJson } from '../json';

interface DivisionRow {
  id: number;
  event_id: number;
  name: string;
  options: string | null;
  version: number;
  position: number;
}

export interface StoredDivision {
  id: number;
  eventId: number;
  /** 1-based, in the order the divisions were made; the first is the event's own. */
  position: number;
  name: string;
  /** The ruleset options it plays; null: the event's. */
  options: Record<string, unknown> | null;
  version: number;
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
  /** A later stage's rounds where the options plan them (Doomtrooper's head-to-head rounds); the
   * first stage's are the organizer's planned rounds. */
  rounds?: number;
}

/** What the core needs to say where a division stands, beyond its rounds. */
export interface DivisionRoundFacts {
  latestRound: number;
  /** Rounds published or closed. */
  startedRounds: number;
  checkedIn: number;
}

const optionsSchema = z.record(z.string(), z.unknown());

const toDivision = (r: DivisionRow): StoredDivision => ({
  id: r.id,
  eventId: r.event_id,
  position: r.position,
  name: r.name,
  options: r.options === null ? null : readJson('division options', optionsSchema, r.options, {}),
  version: r.version,
});

/** The plan's kinds as stored, each refused (a bug, not a user's mistake) where engine/stages has
 * no such kind, before anything is written: the table takes any text, so that a new kind needs no
 * rebuild (migration 26). */
const kindsOf = (plan: readonly PlannedStage[]): string[] => plan.map((stage) => stageKind(stage.kind).id);

const position = '(SELECT COUNT(*) FROM divisions o WHERE o.event_id = d.event_id AND o.id <= d.id)';
// Players without a division play in the event's first.
const inDivision = `(p.division_id = @division OR (p.division_id IS NULL AND @division = (SELECT MIN(id) FROM divisions WHERE event_id = p.event_id)))`;

export function divisionsRepository(db: Database.Database) {
  const select = `SELECT d.*, ${position} AS position FROM divisions d`;
  const byId = db.prepare<[number], DivisionRow>(`${select} WHERE d.id = ?`);
  const ofEvent = db.prepare<[number], DivisionRow>(`${select} WHERE d.event_id = ? ORDER BY d.id`);
  const insert = db.prepare<[number, string, string | null]>('INSERT INTO divisions (event_id, name, options) VALUES (?, ?, ?)');
  const update = db.prepare<[string, string | null, number, number]>(
    'UPDATE divisions SET name = ?, options = ?, version = version + 1 WHERE id = ? AND version = ?',
  );
  const insertStage = db.prepare<[number, number, string, number, number | null, number | null]>(
    'INSERT INTO stages (event_id, division_id, kind, position, planned_rounds, cut) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const stagesOf = db.prepare<[number], StoredStage>(
    `SELECT s.id, s.position, s.kind, s.cut, s.planned_rounds AS plannedRounds,
       (SELECT COUNT(*) FROM rounds r WHERE r.stage_id = s.id) AS rounds
     FROM stages s WHERE s.division_id = ? ORDER BY s.position`,
  );
  const setStage = db.prepare<[string, number | null, number]>('UPDATE stages SET kind = ?, cut = ? WHERE id = ?');
  const setStagePlanned = db.prepare<[number | null, number]>('UPDATE stages SET planned_rounds = ? WHERE id = ?');
  const deleteStage = db.prepare<[number]>('DELETE FROM stages WHERE id = ?');
  const setPlanned = db.prepare<[number | null, number]>(
    'UPDATE stages SET planned_rounds = ? WHERE id = (SELECT id FROM stages WHERE division_id = ? ORDER BY position LIMIT 1)',
  );
  const facts = db.prepare<{ division: number }, DivisionRoundFacts>(
    `SELECT
       COALESCE(MAX(r.number), 0) AS latestRound,
       COUNT(CASE WHEN r.status <> 'draft' THEN 1 END) AS startedRounds,
       (SELECT COUNT(*) FROM players p WHERE p.event_id = (SELECT event_id FROM divisions WHERE id = @division)
          AND p.check_in_order IS NOT NULL AND ${inDivision}) AS checkedIn
     FROM rounds r JOIN stages s ON s.id = r.stage_id
     WHERE s.division_id = @division`,
  );
  const entered = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM entries WHERE division_id = ?');

  return {
    get(id: number): StoredDivision | undefined {
      const row = byId.get(id);
      return row && toDivision(row);
    },
    /** The event's divisions, the first (the event's own) first. */
    list(eventId: number): StoredDivision[] {
      return ofEvent.all(eventId).map(toDivision);
    },
    first(eventId: number): StoredDivision | undefined {
      const row = ofEvent.get(eventId);
      return row && toDivision(row);
    },
    /** A division with the stages its options plan, the first carrying the planned rounds, a
     * later one those its plan gives. */
    insert(eventId: number, name: string, options: Record<string, unknown> | null, stages: readonly PlannedStage[], plannedRounds: number | null): number {
      const kinds = kindsOf(stages);
      const id = Number(insert.run(eventId, name, options === null ? null : toJson(options)).lastInsertRowid);
      stages.forEach((stage, i) => insertStage.run(eventId, id, kinds[i]!, i + 1, i === 0 ? plannedRounds : (stage.rounds ?? null), stage.cut ?? null));
      return id;
    },
    /** Writes a division's name and options if it is still at `version`; false when another desk
     * changed it. */
    update(d: Pick<StoredDivision, 'id' | 'name' | 'options'>, version: number): boolean {
      return update.run(d.name, d.options === null ? null : toJson(d.options), d.id, version).changes === 1;
    },
    /** The division's stages in order, with how many rounds each has. */
    stages(divisionId: number): StoredStage[] {
      return stagesOf.all(divisionId);
    },
    /** Makes the division's stages the plan (its options changed them): a stage keeps its id where
     * its position stays, so its rounds stay with it; the caller has refused changing a stage that
     * has rounds. */
    setStages(divisionId: number, eventId: number, plan: readonly PlannedStage[]): void {
      const kinds = kindsOf(plan);
      const stored = stagesOf.all(divisionId);
      plan.forEach((stage, i) => {
        const at = stored[i];
        const planned = i === 0 ? undefined : (stage.rounds ?? null);
        if (at) {
          setStage.run(kinds[i]!, stage.cut ?? null, at.id);
          if (planned !== undefined) setStagePlanned.run(planned, at.id);
        } else insertStage.run(eventId, divisionId, kinds[i]!, i + 1, planned ?? null, stage.cut ?? null);
      });
      for (const gone of stored.slice(plan.length)) deleteStage.run(gone.id);
    },
    /** The planned rounds of the division's first stage. */
    setPlannedRounds(divisionId: number, planned: number | null): void {
      setPlanned.run(planned, divisionId);
    },
    roundFacts(divisionId: number): DivisionRoundFacts {
      return facts.get({ division: divisionId })!;
    },
    /** How many entries play in it (none: its options may still change freely). */
    entries(divisionId: number): number {
      return entered.get(divisionId)!.n;
    },
  };
}

/** The SQL condition "player p plays in division @division", for other repositories. */
export const playerInDivision = inDivision;
export type DivisionsRepository = ReturnType<typeof divisionsRepository>;
