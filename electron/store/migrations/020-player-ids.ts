// runtime: node. The organizer's own ID of a player (a federation or membership number), read
// from an imported spreadsheet so the same file imported again registers nobody twice. Unique
// within an event; it goes with the player's registration.
export const sql = `
CREATE TABLE player_ids (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  event_id INTEGER NOT NULL REFERENCES events(id),
  code TEXT NOT NULL,
  UNIQUE (event_id, code)
) STRICT;
`;
