// runtime: node. SQL for the organizer's own player IDs (player_ids), one per player at most.
import type Database from 'better-sqlite3';

export function playerIdsRepository(db: Database.Database) {
  const ofEvent = db.prepare<[number], { player_id: number; code: string }>('SELECT player_id, code FROM player_ids WHERE event_id = ?');
  const insert = db.prepare<[number, number, string]>('INSERT INTO player_ids (player_id, event_id, code) VALUES (?, ?, ?)');
  return {
    /** The event's player IDs, each to its player. */
    ofEvent(eventId: number): Map<string, number> {
      return new Map(ofEvent.all(eventId).map((r) => [r.code, r.player_id]));
    },
    set(eventId: number, playerId: number, code: string): void {
      insert.run(playerId, eventId, code);
    },
  };
}
