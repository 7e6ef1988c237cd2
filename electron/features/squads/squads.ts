// runtime: node. SQL for squads: one row per player, its lists as JSON read through their schema.
import type Database from 'better-sqlite3';
import { z } from 'zod';
import { squadFigureSchema, type SquadFigure } from '../../../shared/features/squads/model';
import { readJson, toJson } from '../../store/json';
import { perDatabase } from '../per-database';

/** Its table, where a database has none: a squad per player (its figures and backups; a doubles
 * side's players each bring one, Attacktix 1), gone with a registration removed. Made by the core's
 * migration 8 in databases of older versions. */
export const squadsTable = `
CREATE TABLE IF NOT EXISTS squads (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  figures TEXT NOT NULL,
  backups TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
`;

interface SquadRow {
  player_id: number;
  figures: string;
  backups: string;
  version: number;
}

/** Its lists are frozen (shared by every reader of the same text): read, never change. */
export interface StoredSquad {
  playerId: number;
  figures: SquadFigure[];
  backups: SquadFigure[];
  version: number;
}

const listSchema = z.array(squadFigureSchema);

const toSquad = (r: SquadRow): StoredSquad => ({
  playerId: r.player_id,
  figures: readJson('squad figures', listSchema, r.figures, []),
  backups: readJson('squad backups', listSchema, r.backups, []),
  version: r.version,
});

function squadsRepository(db: Database.Database) {
  const byPlayer = db.prepare<[number], SquadRow>('SELECT * FROM squads WHERE player_id = ?');
  const byEvent = db.prepare<[number], SquadRow>('SELECT s.* FROM squads s JOIN players p ON p.id = s.player_id WHERE p.event_id = ? ORDER BY s.player_id');
  const insert = db.prepare<{ playerId: number; figures: string; backups: string }>(
    'INSERT INTO squads (player_id, figures, backups, version) VALUES (@playerId, @figures, @backups, 1)',
  );
  const update = db.prepare<{ playerId: number; figures: string; backups: string; version: number }>(
    'UPDATE squads SET figures = @figures, backups = @backups, version = version + 1 WHERE player_id = @playerId AND version = @version',
  );
  return {
    get(playerId: number): StoredSquad | undefined {
      const r = byPlayer.get(playerId);
      return r && toSquad(r);
    },
    /** Every squad saved in the event, by player id. */
    ofEvent(eventId: number): StoredSquad[] {
      return byEvent.all(eventId).map(toSquad);
    },
    /** Saves the lists over the version read (0: none saved yet); false when it is stale. */
    set(playerId: number, version: number, figures: readonly SquadFigure[], backups: readonly SquadFigure[]): boolean {
      const values = { playerId, figures: toJson(figures), backups: toJson(backups) };
      if (version === 0) return byPlayer.get(playerId) === undefined && insert.run(values).changes === 1;
      return update.run({ ...values, version }).changes === 1;
    },
  };
}

/** The squads of the store's database. */
export const squadLists = perDatabase(squadsRepository);
