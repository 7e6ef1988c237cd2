// runtime: pure. How many seat columns a round's pairings need: its largest table (a bye aside),
// and never fewer than two, so a two-seat round keeps its two columns; and how wide a seat must be.
import type { RoundTable } from '../../../shared/model/round';

export function seatColumns(tables: readonly Pick<RoundTable, 'bye' | 'seats'>[]): number {
  return Math.max(2, ...tables.filter((t) => !t.bye).map((t) => t.seats.length));
}

/** The table's seats by position, padded to `columns` where it seats fewer than the largest. */
export function seatsInColumns<S extends { position: number }>(seats: readonly S[], columns: number): (S | undefined)[] {
  const byPosition = [...seats].sort((a, b) => a.position - b.position);
  return Array.from({ length: columns }, (_, i) => byPosition[i]);
}

/** The most letters of any one word of these names (a name wraps only between its words). */
export function longestWord(names: readonly string[]): number {
  return Math.max(0, ...names.flatMap((n) => n.split(/\s+/)).map((w) => [...w].length));
}
