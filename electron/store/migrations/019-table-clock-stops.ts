// runtime: node. A table's clock stops for rules questions (Doomtrooper): a JSON list of stops in
// the order made, read through its schema.
export const sql = `
ALTER TABLE round_tables ADD COLUMN clock_stops TEXT NOT NULL DEFAULT '[]';
`;
