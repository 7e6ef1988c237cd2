// runtime: pure. Seats a round at tables of several seats (free-for-all and table games): the
// byes a field too large for its tables needs go to whoever had the fewest, lowest ranked first;
// round 1 is drawn at random; later rounds keep entries of like standing together while avoiding
// anyone meeting someone again, which outweighs standing. A greedy fill in rank order, then trades
// of two entries and moves of one between tables while any lowers the cost (a local optimum no
// single step improves); fields of up to 12 are then searched exactly from there. The property
// tests compare the small fields with brute force.
import { shuffle } from '../random';
import type { EntryId, Note, Rng } from '../types';
import { exactSeating } from './exact';
import { tableSizes } from './table-sizes';

export interface SeatingCandidate {
  id: EntryId;
  byes: number;
  /** Everyone met in earlier rounds of the stage. */
  met: ReadonlySet<EntryId>;
  /** Times in seat 1 (the starting player), so seat 1 goes round. */
  firstSeats: number;
}

export interface SeatingRequest {
  /** Active entries, best ranked first. */
  ranked: SeatingCandidate[];
  seats: { min: number; max: number };
  /** No table played yet: the seating is drawn at random. */
  random: boolean;
  rng: Rng;
}

export interface SeatedTable {
  table: number;
  entries: EntryId[];
  notes: Note[];
}

export interface Seating {
  tables: SeatedTable[];
  byes: { entryId: EntryId; notes: Note[] }[];
  warnings: Note[];
}

/** A repeated meeting costs more than any spread of standing can (rank gaps stay below n^2). */
const REPEAT = 1e6;

function byesFirst(ranked: SeatingCandidate[], count: number): SeatingCandidate[] {
  // Fewest byes first, then the lowest ranked.
  const order = ranked.map((c, rank) => ({ c, rank })).sort((a, b) => a.c.byes - b.c.byes || b.rank - a.rank);
  return order.slice(0, count).map((o) => o.c);
}

/** Fields up to this many seated entries are seated exactly (exact.ts); larger ones by the
 * local search, whose result no single step improves. */
const EXACT_LIMIT = 12;

function pairCost(field: SeatingCandidate[], a: number, b: number): number {
  const gap = b - a;
  return (field[a]!.met.has(field[b]!.id) ? REPEAT : 0) + gap * gap;
}

function tableCost(members: number[], field: SeatingCandidate[]): number {
  let cost = 0;
  for (let i = 0; i < members.length; i++) for (let j = i + 1; j < members.length; j++) cost += pairCost(field, members[i]!, members[j]!);
  return cost;
}

/** Fills the tables in rank order: each takes the best-ranked entry left, then whoever left fits
 * it at least cost. */
function greedy(field: SeatingCandidate[], sizes: number[]): number[][] {
  const left = new Set(field.map((_, i) => i));
  return sizes.map((size) => {
    const members: number[] = [];
    while (members.length < size) {
      let best = -1;
      let bestCost = Infinity;
      for (const i of left) {
        const cost = tableCost([...members, i], field);
        if (cost < bestCost) [best, bestCost] = [i, cost];
        if (members.length === 0) break;
      }
      members.push(best);
      left.delete(best);
    }
    return members.sort((a, b) => a - b);
  });
}

/** One step that lowers the cost of tables x and y: two entries trade tables, or, where x has one
 * seat more than y, one entry moves from x to y (the sizes trade places, the split stays). */
function betterStep(field: SeatingCandidate[], tables: number[][], costs: number[], x: number, y: number): boolean {
  const now = costs[x]! + costs[y]!;
  const take = (tx: number[], ty: number[]) => {
    const [cx, cy] = [tableCost(tx, field), tableCost(ty, field)];
    if (cx + cy >= now) return false;
    [tables[x], tables[y], costs[x], costs[y]] = [tx, ty, cx, cy];
    return true;
  };
  const [a, b] = [tables[x]!, tables[y]!];
  for (let i = 0; i < a.length; i++) {
    if (a.length === b.length + 1 && take(a.filter((_, k) => k !== i), [...b, a[i]!])) return true;
    for (let j = 0; j < b.length; j++) {
      const tx = a.slice();
      const ty = b.slice();
      [tx[i], ty[j]] = [b[j]!, a[i]!];
      if (take(tx, ty)) return true;
    }
  }
  return false;
}

/** Steps (trades and moves between two tables) while any lowers the total cost. */
function improve(field: SeatingCandidate[], tables: number[][]): void {
  const costs = tables.map((t) => tableCost(t, field));
  for (let improved = true; improved; ) {
    improved = false;
    for (let x = 0; x < tables.length; x++) {
      for (let y = 0; y < tables.length; y++) {
        if (x !== y && betterStep(field, tables, costs, x, y)) improved = true;
      }
    }
  }
}

/** Consecutive runs of the (shuffled) field, one per table. */
function chunks(sizes: number[]): number[][] {
  let from = 0;
  return sizes.map((size) => Array.from({ length: size }, () => from++));
}

/** Seat 1 to whoever started least, then by rank. */
function seatOrder(members: number[], field: SeatingCandidate[]): EntryId[] {
  return members
    .slice()
    .sort((a, b) => field[a]!.firstSeats - field[b]!.firstSeats || a - b)
    .map((i) => field[i]!.id);
}

function repeatNotes(table: number, entries: EntryId[], byId: Map<EntryId, SeatingCandidate>): Note[] {
  const notes: Note[] = [];
  entries.forEach((a, i) => {
    for (const b of entries.slice(i + 1)) {
      if (byId.get(a)!.met.has(b)) notes.push({ code: 'table_rematch', params: { entryA: a, entryB: b, table } });
    }
  });
  return notes;
}

export function seatTables(req: SeatingRequest): Seating {
  const { sizes, byes: byeCount } = tableSizes(req.ranked.length, req.seats);
  const byeTakers = byesFirst(req.ranked, byeCount);
  const taking = new Set(byeTakers.map((c) => c.id));
  const byes = byeTakers.map((c) => ({
    entryId: c.id,
    notes: c.byes > 0 ? [{ code: 'second_bye', params: { entryId: c.id, previousByes: c.byes } }] : [],
  }));
  const seated = req.ranked.filter((c) => !taking.has(c.id));
  const field = req.random ? shuffle(seated, req.rng) : seated;
  let groups = req.random ? chunks(sizes) : greedy(field, sizes);
  if (!req.random) {
    improve(field, groups);
    if (field.length <= EXACT_LIMIT) {
      const found = groups.reduce((sum, t) => sum + tableCost(t, field), 0);
      groups = exactSeating(field.length, sizes, (a, b) => pairCost(field, Math.min(a, b), Math.max(a, b)), found) ?? groups;
    }
  }
  // Larger tables first (Catan numbers 3-seat tables after every 4-seat one), then by standing.
  groups.sort((a, b) => b.length - a.length || a[0]! - b[0]!);
  const byId = new Map(req.ranked.map((c) => [c.id, c]));
  const tables = groups.map((members, i) => {
    const entries = seatOrder(members, field);
    return { table: i + 1, entries, notes: repeatNotes(i + 1, entries, byId) };
  });
  return { tables, byes, warnings: [...tables.flatMap((t) => t.notes), ...byes.flatMap((b) => b.notes)] };
}
