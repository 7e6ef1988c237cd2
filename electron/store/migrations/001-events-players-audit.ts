// runtime: node. Events, players and the append-only audit log.
export const sql = `
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  date TEXT NOT NULL,
  ruleset TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  name TEXT NOT NULL,
  search_key TEXT NOT NULL,
  date_of_birth TEXT,
  club TEXT,
  contact TEXT,
  check_in_order INTEGER,
  checked_in_at TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  UNIQUE (event_id, check_in_order)
) STRICT;
CREATE INDEX players_by_event_name ON players(event_id, search_key);

CREATE TABLE audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  operation TEXT NOT NULL,
  input TEXT NOT NULL
) STRICT;
CREATE TRIGGER audit_no_update BEFORE UPDATE ON audit BEGIN SELECT RAISE(ABORT, 'audit is append-only'); END;
CREATE TRIGGER audit_no_delete BEFORE DELETE ON audit BEGIN SELECT RAISE(ABORT, 'audit is append-only'); END;
`;
