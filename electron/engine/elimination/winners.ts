// runtime: pure. Who goes through from each match of a bracket round: a bye's entry, or the seat
// the ruleset scores as the winner; nobody when that entry has dropped since (its next opponent
// then goes through alone). And who meets for third place: the semifinals' losers.
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../rulesets/score-table';
import type { EntryId, Note, TableRecord } from '../types';

/** The winner of one table, or null when it has no result or no winner yet. */
export function winnerOf(ruleset: Ruleset, table: TableRecord): EntryId | null {
  if (table.bye) return table.entries[0] ?? null;
  if (table.games.length === 0) return null;
  return scoreTable(ruleset, table.entries, table.games).find((s) => s.result === 'win')?.entryId ?? null;
}

/** The winners of a round's matches in match order (table numbers are match places, 1-based);
 * null for a place with no match or whose winner has dropped. */
export function roundWinners(ruleset: Ruleset, tables: readonly TableRecord[], dropped: ReadonlySet<EntryId>): (EntryId | null)[] {
  const places = Math.max(0, ...tables.map((t) => t.table));
  const out: (EntryId | null)[] = Array.from({ length: places }, () => null);
  for (const t of tables) {
    const w = winnerOf(ruleset, t);
    out[t.table - 1] = w !== null && !dropped.has(w) ? w : null;
  }
  return out;
}

/** The match for third place: the losers of the two semifinals (places 1 and 2 of `semifinals`),
 * at place 2 of the final round; none when a semifinal was not played or its loser dropped. */
export function thirdPlaceMatch(ruleset: Ruleset, semifinals: readonly TableRecord[], dropped: ReadonlySet<EntryId>): { match: number; entries: EntryId[]; notes: Note[] } | null {
  const losers = [1, 2].map((place) => {
    const t = semifinals.find((s) => s.table === place && !s.bye);
    const w = t ? winnerOf(ruleset, t) : null;
    const loser = t && w !== null ? t.entries.find((e) => e !== w) : undefined;
    return loser !== undefined && !dropped.has(loser) ? loser : null;
  });
  if (losers[0] === null || losers[1] === null) return null;
  return { match: 2, entries: [losers[0]!, losers[1]!], notes: [{ code: 'third_place_match', params: {} }] };
}
