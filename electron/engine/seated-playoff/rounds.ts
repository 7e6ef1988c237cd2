// runtime: pure
// The seated playoff's two rounds: the semifinal tables by the chart (chart.ts), then the final
// of their winners, each table's players listed in qualifying order, the order in which they
// choose their seats (Catan 3.7, 3.8).
import type { Ruleset } from '../rulesets/types';
import type { EntryId, Note, TableRecord } from '../types';
import { playoffChart, qualifyingPlaces } from './chart';
import { firstRoundTables, seatResults } from './standings';

export interface SeatedRound {
  tables: { table: number; entries: EntryId[]; notes: Note[] }[];
  warnings: Note[];
}

const list = (places: readonly number[]) => places.join(', ');

/** Round 1 from the qualifiers, best first (dropped players already passed over). */
export function firstPlayoffRound(ruleset: Ruleset, seeds: readonly EntryId[]): SeatedRound {
  const chart = playoffChart(seeds.length, ruleset.seats);
  if (!chart) return { tables: [], warnings: [] };
  const tables = chart.tables.map((places, i) => ({
    table: i + 1,
    entries: places.map((p) => seeds[p - 1]!),
    notes: [{ code: chart.first === 'final' ? 'seated_final_only' : 'seated_semifinal', params: { places: list(places) } }],
  }));
  const warnings: Note[] =
    chart.first === 'final'
      ? [{ code: 'seated_playoff_final_only', params: { qualifiers: seeds.length, finalists: chart.qualifiers, min: ruleset.seats.min * ruleset.seats.min } }]
      : [{ code: 'seated_playoff_chart', params: { qualifiers: chart.qualifiers, tables: chart.tables.length, sizes: list(chart.tables.map((t) => t.length)) } }];
  return { tables, warnings };
}

/** The final: each semifinal table's winner still in the event, in qualifying order. */
export function finalPlayoffRound(ruleset: Ruleset, tables: readonly TableRecord[], dropped: ReadonlySet<EntryId>): SeatedRound {
  const semifinal = firstRoundTables(tables);
  const place = qualifyingPlaces(semifinal, ruleset.seats);
  const winners = semifinal
    .flatMap((t) => [...seatResults(ruleset, t)].filter(([, r]) => r.won).map(([id]) => id))
    .filter((id) => !dropped.has(id))
    .sort((a, b) => place.get(a)! - place.get(b)!);
  if (winners.length < ruleset.seats.min) return { tables: [], warnings: [] };
  const places = winners.map((id) => place.get(id)!);
  return { tables: [{ table: 1, entries: winners, notes: [{ code: 'seated_final', params: { places: list(places) } }] }], warnings: [] };
}
