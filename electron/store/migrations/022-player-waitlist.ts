// runtime: node. The waiting list of an event with places: a player checked in while every place
// is taken waits here, 1 first; the numbers close up when someone leaves it. NULL: not waiting.
// No UNIQUE, since closing up shifts the numbers one row at a time.
export const sql = `
ALTER TABLE players ADD COLUMN waitlist_order INTEGER CHECK (waitlist_order IS NULL OR waitlist_order >= 1);
`;
