// runtime: node. Indexes for the counts every window asks after each result (round.list,
// standings.get): the tables that play, and those still without a result, per round. At a
// 2,048-table round the counts came from reading every table's row; these answer from the index.
export const sql = `
CREATE INDEX round_tables_playing ON round_tables(round_id) WHERE is_bye = 0;
CREATE INDEX round_tables_waiting ON round_tables(round_id) WHERE is_bye = 0 AND result IS NULL;
`;
