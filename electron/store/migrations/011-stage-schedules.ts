// runtime: node. A stage may play a schedule made in advance (scheduled_tables, Catan 2.1): every
// round's tables, each in starting order, stored when round 1 is paired so the organizer sees and
// prints every round before it is played, with its quality report and why it was made or made
// again. The stage kinds grow by scheduled_tables and the seated playoff (Catan 3.7, 3.8), which
// the CHECK must admit; SQLite changes a
// CHECK only by rebuilding the table, keeping every id so that the rounds' foreign keys hold.
export const rebuild = `
CREATE TABLE stages_new (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  kind TEXT NOT NULL CHECK (kind IN ('swiss', 'elimination', 'double_elimination', 'round_robin', 'table_rounds', 'scheduled_tables', 'seated_playoff')),
  position INTEGER NOT NULL,
  planned_rounds INTEGER CHECK (planned_rounds IS NULL OR planned_rounds BETWEEN 1 AND 99),
  cut INTEGER CHECK (cut IS NULL OR (cut >= 2 AND position > 1)),
  UNIQUE (division_id, position)
) STRICT;
INSERT INTO stages_new (id, event_id, division_id, kind, position, planned_rounds, cut)
  SELECT id, event_id, division_id, kind, position, planned_rounds, cut FROM stages;
DROP TABLE stages;
ALTER TABLE stages_new RENAME TO stages;

CREATE TABLE stage_schedules (
  stage_id INTEGER PRIMARY KEY REFERENCES stages(id) ON DELETE CASCADE,
  rounds TEXT NOT NULL,
  quality TEXT NOT NULL,
  makings TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
`;
