// runtime: node. A division runs its stages in order, and a stage after the first takes its
// entries from the one before it: `cut` is how many of that stage's best go on (a Swiss cut to a
// top 8); NULL takes the division's registration. The stage kinds grow by double elimination,
// which the CHECK must admit, and SQLite changes a CHECK only by rebuilding the table. Rounds
// point at stages by id, and the rebuild keeps every id, so their foreign keys (checked at the
// end of the migration) still hold.
export const rebuild = `
CREATE TABLE stages_new (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  kind TEXT NOT NULL CHECK (kind IN ('swiss', 'elimination', 'double_elimination', 'round_robin', 'table_rounds')),
  position INTEGER NOT NULL,
  planned_rounds INTEGER CHECK (planned_rounds IS NULL OR planned_rounds BETWEEN 1 AND 99),
  cut INTEGER CHECK (cut IS NULL OR (cut >= 2 AND position > 1)),
  UNIQUE (division_id, position)
) STRICT;
INSERT INTO stages_new (id, event_id, division_id, kind, position, planned_rounds)
  SELECT id, event_id, division_id, kind, position, planned_rounds FROM stages;
DROP TABLE stages;
ALTER TABLE stages_new RENAME TO stages;
`;
