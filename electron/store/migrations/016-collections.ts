// runtime: node. Doomtrooper collection lists: one per player, its lines as a JSON list read through
// their schema; it goes with a registration removed.
export const sql = `
CREATE TABLE collections (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  lines TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
`;
