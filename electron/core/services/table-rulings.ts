// runtime: node. What features record at a played table and the core must respect: the games and
// matches their records decide before a result and their problems with it (where a result is
// entered, corrected or imported), and what a table answer shows of their records. Each feature
// brings its own through its host's `table` hook (electron/features/feature.ts); the features'
// registry registers them here, so the core asks without naming any (docs/architecture.md,
// "Features").
import type { RoundTable } from '../../../shared/model/round';
import type { Ruleset } from '../../engine/rulesets/types';
import type { validateMatchResult } from '../../engine/scoring';
import type { EntryId, GameResult, Note } from '../../engine/types';
import type { StoredTable } from '../../store/repositories/rounds';

/** Games and matches decided at a table before its result, which the result must show lost. */
export type TableForfeits = Parameters<typeof validateMatchResult>[4];

/** A played table as the core holds it: stored, or as an event file being imported brings it. */
export type TableAtHand = StoredTable | RoundTable;

/** What a feature records at a played table and the core must respect. */
export interface TableRulings {
  /** The games and matches its records decide at the table, for the result's validation. */
  forfeits?(ruleset: Ruleset, table: TableAtHand): TableForfeits;
  /** What is wrong with a result given its records at the table (nothing: []). */
  resultNotes?(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], table: TableAtHand): Note[];
  /** What windows see of its stored records: fields of the table answer. `ruleset` reads the
   * table's ruleset, only when asked. */
  shown?(table: StoredTable, ruleset: () => Ruleset): Partial<RoundTable>;
}

const rulings = new Map<string, TableRulings>();

/** Adds a feature's rulings by its id; the answer takes them away again. */
export function registerTableRulings(feature: string, of: TableRulings): () => void {
  rulings.set(feature, of);
  return () => {
    if (rulings.get(feature) === of) rulings.delete(feature);
  };
}

/** The rulings of the features the ruleset uses. */
function usedBy(ruleset: Ruleset): TableRulings[] {
  return [...rulings].filter(([id]) => ruleset.features?.[id] !== undefined).map(([, r]) => r);
}

/** The games and matches decided at the table before its result, by every feature the ruleset uses. */
export function tableForfeits(ruleset: Ruleset, table: TableAtHand): TableForfeits {
  return usedBy(ruleset).flatMap((r) => r.forfeits?.(ruleset, table) ?? []);
}

/** What the features the ruleset uses find wrong with a result at the table. */
export function tableResultNotes(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], table: TableAtHand): Note[] {
  return usedBy(ruleset).flatMap((r) => r.resultNotes?.(ruleset, entries, games, table) ?? []);
}

/** The fields the features add to a table answer from their stored records. */
export function tableShown(table: StoredTable, ruleset: () => Ruleset): Partial<RoundTable> {
  return Object.assign({}, ...[...rulings.values()].map((r) => r.shown?.(table, ruleset) ?? {})) as Partial<RoundTable>;
}
