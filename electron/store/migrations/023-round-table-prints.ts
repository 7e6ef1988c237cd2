// runtime: node. Indexes that answer the per-round counts every pairing asks without reading the
// tables' rows (results, notes, clocks): the fingerprint of a round's tables (count, summed
// versions, newest id; played-rounds.ts) and a round's byes (the round list). At 4,096 players
// reading the rows took 7 and 4 ms of every pairing.
export const sql = `
CREATE INDEX round_tables_print ON round_tables(round_id, version);
CREATE INDEX round_tables_byes ON round_tables(round_id) WHERE is_bye = 1;
`;
