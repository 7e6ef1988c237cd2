// runtime: node. The model every ruleset shares: an event has divisions and stages; a stage has
// rounds; a round has tables; a table seats entries (a player or a team) and holds a result.
export const sql = `
ALTER TABLE events ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
ALTER TABLE events ADD COLUMN slip_secret TEXT NOT NULL DEFAULT '';

CREATE TABLE divisions (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  name TEXT NOT NULL
) STRICT;

CREATE TABLE stages (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  kind TEXT NOT NULL CHECK (kind IN ('swiss', 'elimination', 'round_robin', 'table_rounds')),
  position INTEGER NOT NULL,
  UNIQUE (division_id, position)
) STRICT;

-- Every existing event gets the default division and a Swiss stage.
INSERT INTO divisions (event_id, name) SELECT id, 'Open' FROM events;
INSERT INTO stages (event_id, division_id, kind, position) SELECT event_id, id, 'swiss', 1 FROM divisions;

CREATE TABLE entries (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  division_id INTEGER NOT NULL REFERENCES divisions(id),
  name TEXT NOT NULL,
  joined_round INTEGER NOT NULL DEFAULT 1,
  dropped_after_round INTEGER,
  drop_reason TEXT,
  forfeited INTEGER NOT NULL DEFAULT 0 CHECK (forfeited IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE entry_members (
  entry_id INTEGER NOT NULL REFERENCES entries(id),
  player_id INTEGER NOT NULL UNIQUE REFERENCES players(id),
  PRIMARY KEY (entry_id, player_id)
) STRICT;

CREATE TABLE rounds (
  id INTEGER PRIMARY KEY,
  stage_id INTEGER NOT NULL REFERENCES stages(id),
  number INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'published', 'closed')),
  seed TEXT NOT NULL,
  warnings TEXT NOT NULL DEFAULT '[]',
  clock_minutes INTEGER NOT NULL,
  clock_warning_minutes INTEGER NOT NULL,
  clock_started_at TEXT,
  clock_paused_at TEXT,
  clock_paused_ms INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 0,
  UNIQUE (stage_id, number)
) STRICT;

CREATE TABLE round_tables (
  id INTEGER PRIMARY KEY,
  round_id INTEGER NOT NULL REFERENCES rounds(id),
  number INTEGER NOT NULL,
  is_bye INTEGER NOT NULL DEFAULT 0 CHECK (is_bye IN (0, 1)),
  notes TEXT NOT NULL DEFAULT '[]',
  manual INTEGER NOT NULL DEFAULT 0 CHECK (manual IN (0, 1)),
  extra_minutes INTEGER NOT NULL DEFAULT 0,
  result TEXT,
  result_entered_at TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  UNIQUE (round_id, number)
) STRICT;

CREATE TABLE seats (
  table_id INTEGER NOT NULL REFERENCES round_tables(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  entry_id INTEGER NOT NULL REFERENCES entries(id),
  role TEXT,
  PRIMARY KEY (table_id, position)
) STRICT;
CREATE INDEX seats_by_entry ON seats(entry_id);

-- The audit row names its event (for the judge's view) and may carry what a correction changed.
ALTER TABLE audit ADD COLUMN event_id INTEGER;
ALTER TABLE audit ADD COLUMN detail TEXT;
CREATE INDEX audit_by_event ON audit(event_id, id);
`;
