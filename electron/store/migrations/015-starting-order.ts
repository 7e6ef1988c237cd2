// runtime: node. The starting order chosen at a table whose players choose their seats (Catan 3.7,
// 3.8): a JSON list of the starting position taken by each seat in seat order; NULL until recorded.
export const sql = `
ALTER TABLE round_tables ADD COLUMN starting_positions TEXT;
`;
