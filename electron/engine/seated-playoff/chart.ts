// runtime: pure
// The seated playoff's chart (Catan 3.7, 3.8): which qualifying places sit at which semifinal
// table, in the order they choose their seats. For 16 qualifiers and tables of four it is the
// regulation's chart (table 1: places 1, 8, 9, 16; table 2: 2, 7, 10, 15; table 3: 3, 6, 11, 14;
// table 4: 4, 5, 12, 13); every other field is dealt the same way, a snake across the tables,
// and the tables' winners meet in the final (docs/stages.md, "Seated playoff").

export interface PlayoffChart {
  /** 'semifinal': the tables below, then a final of their winners. 'final': one table, the
   * final itself (too few qualifiers for a semifinal whose winners fill a final). */
  first: 'semifinal' | 'final';
  /** The qualifiers who take part: fewer than the field when it is larger than the chart holds. */
  qualifiers: number;
  /** Each table's qualifying places (1 = best), in the order the players choose their seats. */
  tables: number[][];
}

export interface Seats {
  min: number;
  max: number;
}

/** The chart for `field` qualifiers at tables of `seats`; null when not even one table can be
 * seated. A semifinal needs at least `seats.min` tables (its winners make the final) and at most
 * `seats.max`, each seating `seats.min` or more: as few tables as hold the field, the last ones a
 * seat short where the count does not divide (as Catan 1.23 seats qualifying tables). A field too
 * small for that plays a straight final of the best `seats.max`; one too large takes the best
 * `seats.max` squared. */
export function playoffChart(field: number, seats: Seats): PlayoffChart | null {
  const n = Math.min(field, seats.max * seats.max);
  if (n < seats.min) return null;
  const count = Math.max(seats.min, Math.ceil(n / seats.max));
  if (n <= seats.max || n < count * seats.min) {
    const finalists = Math.min(n, seats.max);
    return { first: 'final', qualifiers: finalists, tables: [places(1, finalists)] };
  }
  const base = Math.floor(n / count);
  const sizes = Array.from({ length: count }, (_, i) => (i < n % count ? base + 1 : base));
  const tables: number[][] = sizes.map(() => []);
  // A snake: places 1..T across the tables, the next T back, and so on; the last pass skips the
  // tables already full.
  let place = 1;
  for (let pass = 0; place <= n; pass++) {
    const order = pass % 2 === 0 ? places(0, count) : places(0, count).reverse();
    for (const t of order) if (place <= n && tables[t]!.length < sizes[t]!) tables[t]!.push(place++);
  }
  return { first: 'semifinal', qualifiers: n, tables };
}

/** Each seated player's qualifying place, read back from round 1's tables: its seats are the
 * chart's, in order (the chart follows from how many sat and the table sizes). */
export function qualifyingPlaces(firstRound: readonly { entries: readonly number[] }[], seats: Seats): Map<number, number> {
  const chart = playoffChart(firstRound.reduce((n, t) => n + t.entries.length, 0), seats);
  const out = new Map<number, number>();
  firstRound.forEach((t, i) => t.entries.forEach((id, s) => out.set(id, chart?.tables[i]?.[s] ?? out.size + 1)));
  return out;
}

/** `count` numbers from `from`. */
function places(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}
