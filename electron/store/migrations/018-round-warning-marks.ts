// runtime: node. A round's several warnings (Doomtrooper: 15, 10 and 5 minutes left) as a JSON list
// of minutes left; an empty list keeps the round's one warning.
export const sql = `
ALTER TABLE rounds ADD COLUMN clock_warning_marks TEXT NOT NULL DEFAULT '[]';
`;
