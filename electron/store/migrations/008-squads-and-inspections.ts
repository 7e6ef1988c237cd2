// runtime: node. What a player brings and what was checked at the desk: a squad per player (its
// figures and backups, as JSON lists read through their schema; a doubles side's players each
// bring one, Attacktix 1), the inspections of figures (weights in hundredths of a gram, so 0.3 g
// over is an exact comparison; who asked for it when an opponent did, 2.2.4.3), and the event's
// notice of rule modifications posted at the registration desk (Attacktix 6.1, 6.2). Squads and
// inspections go with a registration removed before it played; an inspection asked for by a
// removed player keeps the inspection and forgets who asked.
export const sql = `
CREATE TABLE squads (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  figures TEXT NOT NULL,
  backups TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;

CREATE TABLE inspections (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  figure TEXT NOT NULL,
  measured_cg INTEGER NOT NULL CHECK (measured_cg > 0),
  standard_cg INTEGER NOT NULL CHECK (standard_cg > 0),
  note TEXT,
  requested_by INTEGER REFERENCES players(id) ON DELETE SET NULL,
  passes INTEGER NOT NULL CHECK (passes IN (0, 1)),
  at TEXT NOT NULL
) STRICT;
CREATE INDEX inspections_by_event ON inspections(event_id, player_id, id);

CREATE TABLE rule_notices (
  event_id INTEGER PRIMARY KEY REFERENCES events(id),
  text TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  updated_at TEXT NOT NULL
) STRICT;
`;
