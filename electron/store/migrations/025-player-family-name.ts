// runtime: node. A player's family name where the desk or an imported file gave it (whole words
// of the name: shared/text/family-name.ts), so lists sort by it; NULL where not given, sorted by
// the whole name. The event's name order: as registered, or family name first on every screen.
export const sql = `
ALTER TABLE players ADD COLUMN family_name TEXT;
ALTER TABLE events ADD COLUMN name_order TEXT NOT NULL DEFAULT 'given-family' CHECK (name_order IN ('given-family', 'family-given'));
`;
