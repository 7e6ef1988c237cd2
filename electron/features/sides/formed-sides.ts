// runtime: node. The sides of a division, in the feature's own tables: a side formed at the desk
// waits here until a pairing takes it, which makes the entry it plays as (`entry_id`); the row
// stays, so the side keeps its id (what the desk splits it by), a desk that still shows it waiting
// is told it was paired, and a side taken back before it sat waits again. A side read from an
// event file as an entry of several players gets its row as it is written (`adopt`). Versions
// before kept a waiting side as an entry no round took yet (entries.joined_round = 0), which
// `sidesOutOfEntries` moves here, ids kept; `pairedSidesAdopted` gives the sides paired before
// their rows, by their entries' ids where no row has them.
import type Database from 'better-sqlite3';
import type { Entry } from '../../../shared/model/entry';
import { perDatabase } from '../per-database';

export const sidesOutOfEntries = `
CREATE TABLE formed_sides (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  name TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 0,
  entry_id INTEGER UNIQUE REFERENCES entries(id) ON DELETE SET NULL
) STRICT;
CREATE INDEX formed_sides_division ON formed_sides (division_id, entry_id);
CREATE TABLE formed_side_players (
  side_id INTEGER NOT NULL REFERENCES formed_sides(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  player_id INTEGER NOT NULL UNIQUE REFERENCES players(id),
  PRIMARY KEY (side_id, position)
) STRICT;
INSERT INTO formed_sides (id, event_id, division_id, name, version) SELECT id, event_id, division_id, name, version FROM entries WHERE joined_round = 0;
INSERT INTO formed_side_players (side_id, position, player_id)
  SELECT entry_id, row_number() OVER (PARTITION BY entry_id ORDER BY rowid), player_id FROM entry_members
  WHERE entry_id IN (SELECT id FROM entries WHERE joined_round = 0);
DELETE FROM entry_members WHERE entry_id IN (SELECT id FROM entries WHERE joined_round = 0);
DELETE FROM entries WHERE joined_round = 0;
`;

/** Every entry of several players without a side's row gets one, its id the entry's where free. */
export function pairedSidesAdopted(db: Database.Database): void {
  const unadopted = db
    .prepare<[], { id: number; event_id: number; division_id: number; name: string; version: number }>(
      `SELECT e.id, e.event_id, e.division_id, e.name, e.version FROM entries e
       WHERE (SELECT COUNT(*) FROM entry_members m WHERE m.entry_id = e.id) > 1 AND NOT EXISTS (SELECT 1 FROM formed_sides s WHERE s.entry_id = e.id)
       ORDER BY e.id`,
    )
    .all();
  const taken = db.prepare<[number], number>('SELECT COUNT(*) FROM formed_sides WHERE id = ?').pluck();
  const insert = db.prepare<[number | null, number, number, string, number, number]>('INSERT INTO formed_sides (id, event_id, division_id, name, version, entry_id) VALUES (?, ?, ?, ?, ?, ?)');
  const members = db.prepare<[number], number>('SELECT player_id FROM entry_members WHERE entry_id = ? ORDER BY rowid').pluck();
  const insertPlayer = db.prepare<[number, number, number]>('INSERT INTO formed_side_players (side_id, position, player_id) VALUES (?, ?, ?)');
  for (const e of unadopted) {
    const id = Number(insert.run(taken.get(e.id) === 0 ? e.id : null, e.event_id, e.division_id, e.name, e.version, e.id).lastInsertRowid);
    members.all(e.id).forEach((playerId, k) => insertPlayer.run(id, k + 1, playerId));
  }
}

/** A side of a division; `entryId`: the entry a pairing made of it, null while it waits. */
export interface FormedSide {
  id: number;
  eventId: number;
  divisionId: number;
  name: string;
  version: number;
  entryId: number | null;
  playerIds: number[];
}

interface Row {
  id: number;
  event_id: number;
  division_id: number;
  name: string;
  version: number;
  entry_id: number | null;
  player_ids: string;
}

const toSide = (r: Row): FormedSide => ({
  id: r.id,
  eventId: r.event_id,
  divisionId: r.division_id,
  name: r.name,
  version: r.version,
  entryId: r.entry_id,
  playerIds: r.player_ids.split(',').map(Number),
});

const select = `SELECT s.*, (SELECT group_concat(player_id) FROM (SELECT player_id FROM formed_side_players WHERE side_id = s.id ORDER BY position)) AS player_ids FROM formed_sides s`;

export const formedSides = perDatabase((db) => {
  const byId = db.prepare<[number], Row>(`${select} WHERE s.id = ?`);
  const byPlayer = db.prepare<[number], Row>(`${select} WHERE s.id = (SELECT side_id FROM formed_side_players WHERE player_id = ?)`);
  const byEntry = db.prepare<[number], Row>(`${select} WHERE s.entry_id = ?`);
  const waiting = db.prepare<[number], Row>(`${select} WHERE s.division_id = ? AND s.entry_id IS NULL ORDER BY s.id`);
  const ofDivision = db.prepare<[number], Row>(`${select} WHERE s.division_id = ? ORDER BY s.id`);
  const insertPaired = db.prepare<[number, number, string, number, number]>('INSERT INTO formed_sides (event_id, division_id, name, version, entry_id) VALUES (?, ?, ?, ?, ?)');
  const insert = db.prepare<[number, number, string]>('INSERT INTO formed_sides (event_id, division_id, name) VALUES (?, ?, ?)');
  const insertPlayer = db.prepare<[number, number, number]>('INSERT INTO formed_side_players (side_id, position, player_id) VALUES (?, ?, ?)');
  const setEntry = db.prepare<[number | null, number]>('UPDATE formed_sides SET entry_id = ?, version = version + 1 WHERE id = ?');
  const remove = db.prepare<[number, number]>('DELETE FROM formed_sides WHERE id = ? AND version = ? AND entry_id IS NULL');
  return {
    get: (id: number): FormedSide | undefined => {
      const r = byId.get(id);
      return r && toSide(r);
    },
    /** The side the player was formed into, paired or waiting. */
    ofPlayer: (playerId: number): FormedSide | undefined => {
      const r = byPlayer.get(playerId);
      return r && toSide(r);
    },
    /** The side a pairing made entry `entryId` of. */
    ofEntry: (entryId: number): FormedSide | undefined => {
      const r = byEntry.get(entryId);
      return r && toSide(r);
    },
    /** The division's sides no pairing has taken, by id. */
    waitingIn: (divisionId: number): FormedSide[] => waiting.all(divisionId).map(toSide),
    /** The division's sides, paired or waiting, by id. */
    inDivision: (divisionId: number): FormedSide[] => ofDivision.all(divisionId).map(toSide),
    insert(eventId: number, divisionId: number, name: string, playerIds: readonly number[]): number {
      const id = Number(insert.run(eventId, divisionId, name).lastInsertRowid);
      playerIds.forEach((playerId, k) => insertPlayer.run(id, k + 1, playerId));
      return id;
    },
    /** The side an entry of several players is (one read from an event file). */
    adopt(entry: Entry): number {
      const id = Number(insertPaired.run(entry.eventId, entry.divisionId, entry.name, entry.version, entry.id).lastInsertRowid);
      entry.playerIds.forEach((playerId, k) => insertPlayer.run(id, k + 1, playerId));
      return id;
    },
    /** A pairing took the side: it plays as entry `entryId`. */
    taken: (id: number, entryId: number): void => void setEntry.run(entryId, id),
    /** The side's entry is gone before it sat: it waits again. */
    waitsAgain: (id: number): void => void setEntry.run(null, id),
    /** Splits a waiting side read at `version`; false where it changed or was paired since. */
    split: (id: number, version: number): boolean => remove.run(id, version).changes === 1,
  };
});
