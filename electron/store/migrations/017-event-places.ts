// runtime: node. An event's number of places (Catan 1.22: walk-ins play while places are free);
// NULL is no limit, which every event had before.
export const sql = `
ALTER TABLE events ADD COLUMN places INTEGER CHECK (places IS NULL OR places >= 1);
`;
