// runtime: node. SQL for events.
import type Database from 'better-sqlite3';
import type { StoredEvent } from '../../../shared/model/event';
import type { NameOrder } from '../../../shared/text/family-name';
import { z } from 'zod';
import { readJson, toJson } from '../json';
import type { DivisionsRepository, PlannedStage } from './divisions';

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
  places: number | null;
  name_order: NameOrder;
}

const optionsSchema = z.record(z.string(), z.unknown());

const toEvent = (r: EventRow): StoredEvent => ({
  id: r.id,
  name: r.name,
  date: r.date,
  ruleset: r.ruleset as StoredEvent['ruleset'],
  options: readJson('event options', optionsSchema, r.options, {}),
  plannedRounds: r.planned_rounds,
  places: r.places,
  nameOrder: r.name_order,
  version: r.version,
  createdAt: r.created_at,
});

// The first stage of the event's first division carries the event's planned rounds.
const firstStage = 'SELECT id FROM stages WHERE division_id = (SELECT MIN(id) FROM divisions WHERE event_id = e.id) ORDER BY position LIMIT 1';
const withStage = `SELECT e.*, (SELECT planned_rounds FROM stages WHERE id = (${firstStage})) AS planned_rounds FROM events e`;

export function eventsRepository(db: Database.Database, divisions: DivisionsRepository) {
  const insert = db.prepare<[string, string, string, string, number | null, NameOrder, string, string]>(
    'INSERT INTO events (name, date, ruleset, options, places, name_order, slip_secret, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const secret = db.prepare<[number], { slip_secret: string }>('SELECT slip_secret FROM events WHERE id = ?');
  const byId = db.prepare<[number], EventRow>(`${withStage} WHERE e.id = ?`);
  const all = db.prepare<[], EventRow>(`${withStage} ORDER BY e.date DESC, e.id DESC`);
  const update = db.prepare<[string, string, string, number | null, NameOrder, number, number]>(
    'UPDATE events SET name = ?, date = ?, options = ?, places = ?, name_order = ?, version = version + 1 WHERE id = ? AND version = ?',
  );
  return {
    insert(
      e: { name: string; date: string; ruleset: string; options: Record<string, unknown>; plannedRounds?: number | null; places?: number | null; nameOrder?: NameOrder | undefined; stages: readonly PlannedStage[] },
      slipSecret: string,
      now: string,
    ): StoredEvent {
      const id = Number(insert.run(e.name, e.date, e.ruleset, toJson(e.options), e.places ?? null, e.nameOrder ?? 'given-family', slipSecret, now).lastInsertRowid);
      // Every event starts with one division, which plays the event's options.
      divisions.insert(id, 'Open', null, e.stages, e.plannedRounds ?? null);
      return toEvent(byId.get(id)!);
    },
    /** Writes an event's settings if it is still at `version`; false when another desk changed it. */
    update(e: Pick<StoredEvent, 'id' | 'name' | 'date' | 'options' | 'plannedRounds' | 'places' | 'nameOrder'>, version: number): boolean {
      if (update.run(e.name, e.date, toJson(e.options), e.places, e.nameOrder, e.id, version).changes === 0) return false;
      divisions.setPlannedRounds(divisions.first(e.id)!.id, e.plannedRounds);
      return true;
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
