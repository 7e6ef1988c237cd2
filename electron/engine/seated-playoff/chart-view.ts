// runtime: pure
// The seated playoff's chart as the desk, the projector and the printed sheet draw it, read back
// from the stage's tables: the semifinal tables with each player's qualifying place in seat choice
// order, their points and the winner once the result is in, then the final.
import type { Ruleset } from '../rulesets/types';
import type { EntryId, TableRecord } from '../types';
import { qualifyingPlaces } from './chart';
import { firstRoundTables, seatResults } from './standings';

export interface ChartSeat {
  entryId: EntryId;
  /** The qualifying place (1 the best), which orders the seat choice. */
  place: number;
  /** The points the ruleset's scoring gives the seat; null until the result is in. */
  points: number | null;
  winner: boolean;
}

export interface ChartTable {
  /** The stage's own round (1 the semifinal, or a straight final). */
  round: number;
  table: number;
  seats: ChartSeat[];
}

export interface ChartView {
  first: 'semifinal' | 'final';
  /** Players seated in round 1. */
  qualifiers: number;
  semifinal: ChartTable[];
  /** Null until paired. */
  final: ChartTable | null;
}

/** Null before round 1 is drawn. */
export function seatedChartView(ruleset: Ruleset, tables: readonly TableRecord[]): ChartView | null {
  const first = firstRoundTables(tables);
  if (first.length === 0) return null;
  const place = qualifyingPlaces(first, ruleset.seats);
  const draw = (t: TableRecord): ChartTable => {
    const results = seatResults(ruleset, t);
    return {
      round: t.round,
      table: t.table,
      seats: t.entries.map((entryId) => ({ entryId, place: place.get(entryId)!, points: results.get(entryId)?.points ?? null, winner: results.get(entryId)?.won ?? false })),
    };
  };
  const qualifiers = first.reduce((n, t) => n + t.entries.length, 0);
  if (first.length === 1) return { first: 'final', qualifiers, semifinal: [], final: draw(first[0]!) };
  const final = tables.find((t) => t.round === 2 && !t.bye);
  return { first: 'semifinal', qualifiers, semifinal: first.map(draw), final: final ? draw(final) : null };
}
