// runtime: node. Where feature modules keep what they record (electron/features): one JSON record
// per feature and owner (an event, a player or a table), so a new feature needs no column in the
// core's tables; and the schema version of each feature that keeps tables of its own. A record
// goes with its owner: nothing points at a table or player that is gone.
export const sql = `
CREATE TABLE feature_records (
  feature TEXT NOT NULL,
  owner TEXT NOT NULL CHECK (owner IN ('event', 'player', 'table')),
  owner_id INTEGER NOT NULL,
  data TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (feature, owner, owner_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX feature_records_by_owner ON feature_records(owner, owner_id);

CREATE TRIGGER feature_records_of_event AFTER DELETE ON events BEGIN
  DELETE FROM feature_records WHERE owner = 'event' AND owner_id = old.id;
END;
CREATE TRIGGER feature_records_of_player AFTER DELETE ON players BEGIN
  DELETE FROM feature_records WHERE owner = 'player' AND owner_id = old.id;
END;
CREATE TRIGGER feature_records_of_table AFTER DELETE ON round_tables BEGIN
  DELETE FROM feature_records WHERE owner = 'table' AND owner_id = old.id;
END;

CREATE TABLE feature_schemas (
  feature TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) STRICT;
`;
