// runtime: node. A stage keeps how many rounds the organizer planned; NULL means not decided yet,
// which is what every existing event gets (its rounds go on as before, with no limit).
export const sql = `
ALTER TABLE stages ADD COLUMN planned_rounds INTEGER CHECK (planned_rounds IS NULL OR planned_rounds BETWEEN 1 AND 99);
`;
