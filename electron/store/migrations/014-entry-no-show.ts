// runtime: node. A drop may say the player never came (a no-show): their seats were played
// without them, and unlike leaving early (Catan 1.21) that is no disqualification.
export const sql = `
ALTER TABLE entries ADD COLUMN no_show INTEGER NOT NULL DEFAULT 0 CHECK (no_show IN (0, 1));
`;
