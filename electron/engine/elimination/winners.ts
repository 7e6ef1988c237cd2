// runtime: pure. Who goes through from each match of a bracket round: a bye's entry, or the seat
// the ruleset scores as the winner; nobody when that entry has dropped since (its next opponent
// then goes through alone).
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../scoring/score-table';
import type { EntryId, TableRecord } from '../types';

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
