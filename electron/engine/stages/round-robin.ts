// runtime: pure
// Round robin: the sides are put in a random order at round 1 (Attacktix 5.1.2: a random
// sequence), and the circle method pairs every side with every other exactly once; with an odd
// count each round has one bye (Decision: a bye is not a win, unless the ruleset scores it so).
// The order is read back from round 1's tables, whose numbers are the circle's places (the dummy
// sits at the last place in round 1, so its bye comes after the last table as usual), so every
// later round follows from the history alone; later rounds number their tables 1, 2, 3 and the
// bye after them. Over when the cycle is done;
// ranked by the ruleset's standings.
import { circleRound } from '../round-robin';
import { createRng, shuffle } from '../random';
import { computeStandings } from '../standings';
import type { EntryId, TableRecord } from '../types';
import { drawnStage } from './drawn';
import type { StageKind, StageRound } from './types';

/** The circle's order from round 1: place k seats order[k - 1] and order[n - k]; null is the bye. */
function orderFrom(first: readonly TableRecord[]): (EntryId | null)[] {
  const n = 2 * first.length;
  const order: (EntryId | null)[] = Array.from({ length: n }, () => null);
  for (const t of first) {
    order[t.table - 1] = t.entries[0] ?? null;
    order[n - t.table] = t.bye ? null : (t.entries[1] ?? null);
  }
  return order;
}

const cycleRounds = (sides: number) => (sides % 2 === 0 ? sides - 1 : sides);

export const roundRobin: StageKind = {
  // A cycle over the sides of round 1, its dummy included.
  ...drawnStage(cycleRounds),
  id: 'round_robin',
  nextRound(input) {
    const standings = computeStandings(input.ruleset, input.entries, input.tables);
    const rounds = [...new Set(input.tables.map((t) => t.round))].sort((a, b) => a - b);
    let order: (EntryId | null)[];
    if (rounds.length === 0) {
      order = shuffle(input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id), createRng(input.seed));
      if (order.length % 2 === 1) order.splice((order.length + 1) / 2, 0, null);
    } else {
      order = orderFrom(input.tables.filter((t) => t.round === rounds[0]));
    }
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    const out: StageRound = { tables: [], byes: [], warnings: [], standings };
    for (const [a, b] of circleRound(order, rounds.length)) {
      const playing = [a, b].filter((x): x is EntryId => x !== null && !dropped.has(x));
      if (playing.length === 2) out.tables.push({ table: out.tables.length + 1, entries: playing, notes: [] });
      else if (playing.length === 1) {
        // The circle's own bye, or a walkover when the opponent has dropped.
        const walkover = a !== null && b !== null;
        out.byes.push({ entryId: playing[0]!, notes: walkover ? [{ code: 'walkover', params: { entryId: playing[0]! } }] : [] });
      }
    }
    // Byes after the last table; in round 1 that is the dummy's place, which orderFrom reads.
    out.byes.forEach((bye, i) => (bye.table = out.tables.length + i + 1));
    return out;
  },
  standings: computeStandings,
  decisive: false,
};
