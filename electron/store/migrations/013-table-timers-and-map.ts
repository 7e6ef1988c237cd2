// runtime: node. Timers the desk starts at a table (Catan 1.19 the wait for a late player, 1.20
// time-outs: a JSON list in the order started, read through its schema), and the event's shared
// map (1.18): an image of at most 700 KiB and/or a description, one row written the first time the
// organizer saves it, apart from the events table so listing events never reads an image.
export const sql = `
ALTER TABLE round_tables ADD COLUMN wait_started_at TEXT;
ALTER TABLE round_tables ADD COLUMN time_outs TEXT NOT NULL DEFAULT '[]';
CREATE TABLE event_maps (
  event_id INTEGER PRIMARY KEY REFERENCES events(id),
  description TEXT NOT NULL,
  image BLOB,
  image_type TEXT CHECK (image_type IN ('image/png', 'image/jpeg')),
  version INTEGER NOT NULL CHECK (version >= 1),
  updated_at TEXT NOT NULL,
  CHECK ((image IS NULL) = (image_type IS NULL))
) STRICT;
`;
