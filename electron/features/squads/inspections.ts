// runtime: node. SQL for figure inspections. Weights are kept in hundredths of a gram, as the
// scale reads them, so the stored figure compares exactly with the 0.3 g limit.
import type Database from 'better-sqlite3';
import type { Inspection } from '../../../shared/features/squads/model';
import { perDatabase } from '../per-database';

/** Its table, where a database has none: an inspection asked for by a removed player keeps the
 * inspection and forgets who asked (2.2.4.3); one of a removed player goes with them. Made by the
 * core's migration 8 in databases of older versions. */
export const inspectionsTable = `
CREATE TABLE IF NOT EXISTS inspections (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  figure TEXT NOT NULL,
  measured_cg INTEGER NOT NULL CHECK (measured_cg > 0),
  standard_cg INTEGER NOT NULL CHECK (standard_cg > 0),
  note TEXT,
  requested_by INTEGER REFERENCES players(id) ON DELETE SET NULL,
  passes INTEGER NOT NULL CHECK (passes IN (0, 1)),
  at TEXT NOT NULL
) STRICT;
CREATE INDEX IF NOT EXISTS inspections_by_event ON inspections(event_id, player_id, id);
`;

interface InspectionRow {
  id: number;
  event_id: number;
  player_id: number;
  player_name: string;
  figure: string;
  measured_cg: number;
  standard_cg: number;
  note: string | null;
  requested_by: number | null;
  requested_by_name: string | null;
  passes: number;
  at: string;
}

export interface NewInspection {
  eventId: number;
  playerId: number;
  figure: string;
  measuredCg: number;
  standardCg: number;
  note: string | null;
  requestedBy: number | null;
  passes: boolean;
  at: string;
}

/** A weight in grams (to a hundredth, as the desk takes it) as the table keeps it. */
export const toCg = (grams: number): number => Math.round(grams * 100);

const toInspection = (r: InspectionRow): Inspection => ({
  id: r.id,
  eventId: r.event_id,
  playerId: r.player_id,
  playerName: r.player_name,
  figure: r.figure,
  measuredGrams: r.measured_cg / 100,
  standardGrams: r.standard_cg / 100,
  overGrams: (r.measured_cg - r.standard_cg) / 100,
  note: r.note,
  requestedBy: r.requested_by === null ? null : { id: r.requested_by, name: r.requested_by_name ?? '' },
  result: r.passes === 1 ? 'passes' : 'disqualified',
  at: r.at,
});

const select = `SELECT i.*, p.name AS player_name, q.name AS requested_by_name
  FROM inspections i JOIN players p ON p.id = i.player_id LEFT JOIN players q ON q.id = i.requested_by`;

function inspectionsRepository(db: Database.Database) {
  const insert = db.prepare<NewInspection & { passesInt: number }>(
    `INSERT INTO inspections (event_id, player_id, figure, measured_cg, standard_cg, note, requested_by, passes, at)
     VALUES (@eventId, @playerId, @figure, @measuredCg, @standardCg, @note, @requestedBy, @passesInt, @at)`,
  );
  const byId = db.prepare<[number], InspectionRow>(`${select} WHERE i.id = ?`);
  const byEvent = db.prepare<{ eventId: number; playerId: number | null }, InspectionRow>(
    `${select} WHERE i.event_id = @eventId AND (@playerId IS NULL OR i.player_id = @playerId) ORDER BY i.id`,
  );
  return {
    insert(i: NewInspection): Inspection {
      const id = Number(insert.run({ ...i, passesInt: i.passes ? 1 : 0 }).lastInsertRowid);
      return toInspection(byId.get(id)!);
    },
    /** The event's inspections in the order they were made, or one player's. */
    list(eventId: number, playerId: number | null): Inspection[] {
      return byEvent.all({ eventId, playerId }).map(toInspection);
    },
  };
}

/** The inspections of the store's database. */
export const inspections = perDatabase(inspectionsRepository);
