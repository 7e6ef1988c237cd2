// runtime: pure
// The seated playoff's places (the Catan Decision on final places): the final's players first,
// its winner, then by the final's points; then a semifinal winner who did not play the final (they
// dropped); then the semifinals' other players by their points there; the qualifying place last,
// so no two share a place once their table is played. Those still in the running share one.
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../rulesets/score-table';
import { computeStandings } from '../rulesets/standings';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, TableRecord } from '../types';
import { qualifyingPlaces } from './chart';

/** [group, not the winner, minus points, qualifying place]: smaller is better. */
type Key = [number, number, number, number];

const FINAL = 0;
const SEMIFINAL_WINNER = 1;
const SEMIFINAL = 2;

/** The stage's final: its round of one table (round 1 for a straight final, else round 2). */
export function finalRound(tables: readonly TableRecord[]): number {
  return firstRoundTables(tables).length === 1 ? 1 : 2;
}

/** Round 1's tables in table order. */
export function firstRoundTables(tables: readonly TableRecord[]): TableRecord[] {
  return tables.filter((t) => t.round === 1 && !t.bye).sort((a, b) => a.table - b.table);
}

/** Each seat's result at the tables played: whether it won and its points. */
export function seatResults(ruleset: Ruleset, table: TableRecord): Map<EntryId, { won: boolean; points: number }> {
  if (table.games.length === 0) return new Map();
  return new Map(scoreTable(ruleset, table.entries, table.games).map((s) => [s.entryId, { won: s.result === 'win', points: s.gamePoints }]));
}

function keys(ruleset: Ruleset, tables: readonly TableRecord[]): Map<EntryId, Key> {
  const out = new Map<EntryId, Key>();
  const final = finalRound(tables);
  const place = qualifyingPlaces(firstRoundTables(tables), ruleset.seats);
  for (const t of tables.filter((x) => !x.bye && x.round === final)) {
    const results = seatResults(ruleset, t);
    for (const id of t.entries) {
      const r = results.get(id);
      out.set(id, r ? [FINAL, r.won ? 0 : 1, -r.points, place.get(id)!] : [FINAL, 0, 0, 0]);
    }
  }
  for (const t of tables.filter((x) => !x.bye && x.round < final)) {
    const results = seatResults(ruleset, t);
    for (const id of t.entries) {
      if (out.has(id)) continue;
      const r = results.get(id);
      // A semifinal not yet played leaves everyone at it in the running.
      out.set(id, r && !r.won ? [SEMIFINAL, 1, -r.points, place.get(id)!] : [SEMIFINAL_WINNER, 0, 0, 0]);
    }
  }
  return out;
}

const compare = (a: Key, b: Key) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2] || a[3] - b[3];

/** The playoff's standings over its seated players (a qualifier a straight final leaves out has
 * no row and keeps the qualifying rank); rows carry the ruleset's own columns. */
export function seatedPlayoffStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const key = keys(ruleset, tables);
  const base = computeStandings(ruleset, entries.filter((e) => key.has(e.id)), tables);
  const rows = base.map((row, listed) => ({ row, listed, key: key.get(row.entryId)! }));
  rows.sort((a, b) => compare(a.key, b.key) || a.listed - b.listed);
  let rank = 0;
  return rows.map(({ row, key: k }, i) => {
    if (i === 0 || compare(rows[i - 1]!.key, k) !== 0) rank = i + 1;
    return { ...row, rank };
  });
}
