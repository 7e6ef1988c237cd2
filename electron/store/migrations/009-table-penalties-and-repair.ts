// runtime: node. What a referee records at a table during play, apart from its result: the
// penalties given (Attacktix 4.3), a JSON list in the order recorded, read through its schema; and
// when the figure repair clock last started (4.4.1). Kept beside the result, not in it: penalties
// come before any result is entered, and a correction of the result must not touch them.
export const sql = `
ALTER TABLE round_tables ADD COLUMN penalties TEXT NOT NULL DEFAULT '[]';
ALTER TABLE round_tables ADD COLUMN repair_started_at TEXT;
`;
