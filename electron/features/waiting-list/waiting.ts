// runtime: node. The waiting list's own table: who waits in each event, by when they came (a
// number that only grows). A player's number on the list is their place among those still
// waiting, so nothing is renumbered when someone leaves. A removed player's row goes with them.
// Versions before kept the number in players.waitlist_order (made by the core's migration 22),
// which `waitingOutOfPlayers` moves here.
import { withOldColumns } from '../../store/feature-migrate';
import { perDatabase } from '../per-database';

export const waitingOutOfPlayers = withOldColumns(
  'players',
  { waitlist_order: 'INTEGER CHECK (waitlist_order IS NULL OR waitlist_order >= 1)' },
  `
CREATE TABLE waiting_players (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  came INTEGER NOT NULL
) STRICT;
CREATE INDEX waiting_players_event ON waiting_players (event_id, came);
INSERT INTO waiting_players (player_id, event_id, came) SELECT id, event_id, waitlist_order FROM players WHERE waitlist_order IS NOT NULL;
ALTER TABLE players DROP COLUMN waitlist_order;
`,
);

export const waitingPlayers = perDatabase((db) => {
  const ofEvent = db.prepare<[number], number>('SELECT player_id FROM waiting_players WHERE event_id = ? ORDER BY came').pluck();
  const add = db.prepare<{ playerId: number; eventId: number }>(
    `INSERT INTO waiting_players (player_id, event_id, came)
     VALUES (@playerId, @eventId, (SELECT COALESCE(MAX(came), 0) + 1 FROM waiting_players WHERE event_id = @eventId))`,
  );
  const remove = db.prepare<[number]>('DELETE FROM waiting_players WHERE player_id = ?');
  return {
    /** The event's waiting players' ids, next in first: a player's number is their place here. */
    inOrder: (eventId: number): number[] => ofEvent.all(eventId),
    /** Puts the player last on the event's list. */
    add: (playerId: number, eventId: number): void => void add.run({ playerId, eventId }),
    /** Takes the player off the list; those after them move up one. */
    remove: (playerId: number): void => void remove.run(playerId),
  };
});
