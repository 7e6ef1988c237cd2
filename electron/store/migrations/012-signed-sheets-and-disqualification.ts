// runtime: node. How a table's result sheet was signed (a JSON value, null before a result or
// where the ruleset does not ask: Catan 1.14), and why an entry was disqualified (a JSON value,
// null when it was not: at a table by a referee, 1.15, or for leaving early, 1.21). A
// disqualification is a drop too, so it plays no round after its dropped_after_round.
export const sql = `
ALTER TABLE round_tables ADD COLUMN signing TEXT;
ALTER TABLE entries ADD COLUMN disqualification TEXT;
`;
