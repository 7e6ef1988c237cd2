// runtime: pure. What earlier rounds say about each entry: whom it met, its byes, and how often
// it sat in seat 1 (took the first role, e.g. Corporation first). A team mate is no opponent.
import type { EntryId, TableRecord } from '../types';

export interface EntryHistory {
  opponents: Set<EntryId>;
  byes: number;
  firstSeat: number;
  secondSeat: number;
}

export function entryHistories(tables: readonly TableRecord[]): Map<EntryId, EntryHistory> {
  const out = new Map<EntryId, EntryHistory>();
  const of = (id: EntryId) => {
    let h = out.get(id);
    if (!h) out.set(id, (h = { opponents: new Set(), byes: 0, firstSeat: 0, secondSeat: 0 }));
    return h;
  };
  // Plain loops: a pairing at 4,096 entries reads every table of every round so far.
  for (const t of tables) {
    const { entries, teams } = t;
    if (t.bye) {
      for (const id of entries) of(id).byes++;
      continue;
    }
    for (let seat = 0; seat < entries.length; seat++) {
      const id = entries[seat]!;
      const h = of(id);
      if (seat === 0) h.firstSeat++;
      else h.secondSeat++;
      for (let o = 0; o < entries.length; o++) {
        const other = entries[o]!;
        if (other !== id && (!teams || teams[o] !== teams[seat])) h.opponents.add(other);
      }
    }
  }
  return out;
}
