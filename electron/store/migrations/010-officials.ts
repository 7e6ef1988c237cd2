// runtime: node. The officials of an event (Attacktix 3) and who officiates at which table: one
// referee a table, any number of umpires. An assignment goes with its table when a draft is paired
// again; an official with assignments is not removed (the caller refuses it).
export const sql = `
CREATE TABLE officials (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('head_judge', 'judge', 'referee', 'umpire', 'scorekeeper')),
  version INTEGER NOT NULL CHECK (version >= 1)
) STRICT;
CREATE INDEX officials_by_event ON officials(event_id, id);

CREATE TABLE table_officials (
  table_id INTEGER NOT NULL REFERENCES round_tables(id) ON DELETE CASCADE,
  official_id INTEGER NOT NULL REFERENCES officials(id),
  duty TEXT NOT NULL CHECK (duty IN ('referee', 'umpire')),
  PRIMARY KEY (table_id, official_id)
) STRICT;
CREATE UNIQUE INDEX table_officials_one_referee ON table_officials(table_id) WHERE duty = 'referee';
CREATE INDEX table_officials_by_official ON table_officials(official_id);
`;
