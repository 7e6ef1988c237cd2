// runtime: node. Divisions side by side: each may play under its own ruleset options (an Attacktix
// event's 100-point singles and 200-point doubles; NULL plays the event's), and each registered
// player belongs to one (NULL: the event's first division, where every player was before).
export const sql = `
ALTER TABLE divisions ADD COLUMN options TEXT;
ALTER TABLE divisions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN division_id INTEGER REFERENCES divisions(id);
CREATE INDEX players_division ON players(division_id) WHERE division_id IS NOT NULL;
`;
