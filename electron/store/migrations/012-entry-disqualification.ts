// runtime: node. Why an entry was disqualified (a JSON value, null when it was not: at a table by
// a referee, Catan 1.15, or for leaving early, 1.21). A disqualification is a drop too, so it
// plays no round after its dropped_after_round. (This number also made a feature's column, which
// the feature's own migration makes now: store/feature-migrate.ts.)
export const sql = `
ALTER TABLE entries ADD COLUMN disqualification TEXT;
`;
