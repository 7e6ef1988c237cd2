// runtime: pure. The circle's order of a round robin and how it is read back: place k of a round
// seats order[k - 1] and order[n - k] (null is the dummy, meeting it the bye). The dummy of an odd
// count goes in the middle, so in the cycle's first round it sits at the last place and its bye
// comes after the last table.
import type { EntryId, TableRecord } from '../types';

/** The order of `sides` with the dummy added when their count is odd. */
export function withDummy(sides: readonly EntryId[]): (EntryId | null)[] {
  const order: (EntryId | null)[] = [...sides];
  if (order.length % 2 === 1) order.splice((order.length + 1) / 2, 0, null);
  return order;
}

/** The order from round 1's tables, whose numbers are the circle's places (byes included). */
export function orderFrom(first: readonly TableRecord[]): (EntryId | null)[] {
  const n = 2 * first.length;
  const order: (EntryId | null)[] = Array.from({ length: n }, () => null);
  for (const t of first) {
    order[t.table - 1] = t.entries[0] ?? null;
    order[n - t.table] = t.bye ? null : (t.entries[1] ?? null);
  }
  return order;
}
