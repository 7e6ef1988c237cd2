// runtime: node. Team games (Doomtrooper's Team Game): a stage of team rounds, which the stages'
// CHECK must admit (SQLite changes a CHECK only by rebuilding the table, keeping every id so that
// the rounds' and schedules' foreign keys hold), and the teams of a table: a JSON list of each
// seat's team number in seat order, NULL where every seat plays for itself.
export const rebuild = `
CREATE TABLE stages_new (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  kind TEXT NOT NULL CHECK (kind IN ('swiss', 'elimination', 'double_elimination', 'round_robin', 'table_rounds', 'scheduled_tables', 'seated_playoff', 'team_rounds')),
  position INTEGER NOT NULL,
  planned_rounds INTEGER CHECK (planned_rounds IS NULL OR planned_rounds BETWEEN 1 AND 99),
  cut INTEGER CHECK (cut IS NULL OR (cut >= 2 AND position > 1)),
  UNIQUE (division_id, position)
) STRICT;
INSERT INTO stages_new (id, event_id, division_id, kind, position, planned_rounds, cut)
  SELECT id, event_id, division_id, kind, position, planned_rounds, cut FROM stages;
DROP TABLE stages;
ALTER TABLE stages_new RENAME TO stages;

ALTER TABLE round_tables ADD COLUMN teams TEXT;
`;
