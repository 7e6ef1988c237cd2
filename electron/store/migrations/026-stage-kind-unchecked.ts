// runtime: node. A stage's kind is checked against the stage kinds of engine/stages where the
// store writes it (repositories/divisions.ts), no longer by a CHECK: SQLite changes a CHECK only
// by rebuilding the table, which every new kind would have asked for. The rebuild keeps every id,
// so the rounds' and schedules' foreign keys hold.
export const rebuild = `
CREATE TABLE stages_new (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  kind TEXT NOT NULL,
  position INTEGER NOT NULL,
  planned_rounds INTEGER CHECK (planned_rounds IS NULL OR planned_rounds BETWEEN 1 AND 99),
  cut INTEGER CHECK (cut IS NULL OR (cut >= 2 AND position > 1)),
  UNIQUE (division_id, position)
) STRICT;
INSERT INTO stages_new (id, event_id, division_id, kind, position, planned_rounds, cut)
  SELECT id, event_id, division_id, kind, position, planned_rounds, cut FROM stages;
DROP TABLE stages;
ALTER TABLE stages_new RENAME TO stages;
`;
