// runtime: node. What features record at a played table and the core must respect: the games and
// matches their records decide before a result and their problems with it (where a result is
// entered, corrected or imported), what a result carries from them and whether they refuse its
// correction, whether a player leaving is disqualified, and what a table answer shows of their
// records. Each feature brings its own through its host's `table` hook
// (electron/features/feature.ts); the features' registry registers them here, so the core asks
// without naming any (docs/architecture.md, "Features").
import type { RoundTable } from '../../../shared/model/round';
import type { Ruleset } from '../../engine/rulesets/types';
import type { validateMatchResult } from '../../engine/scoring';
import type { EntryId, GameResult, Note } from '../../engine/types';
import type { ResultKept, StoredTable } from '../../store/repositories/rounds';
import type { resultCorrectInput, resultEnterInput } from '../../../shared/model/result';
import type { z } from 'zod';
import { featuresInUse } from '../../../shared/features/registry';

/** Games and matches decided at a table before its result, which the result must show lost. */
export type TableForfeits = Parameters<typeof validateMatchResult>[4];

/** A played table as the core holds it: stored, or as an event file being imported brings it. */
export type TableAtHand = StoredTable | RoundTable;

/** A result as the desk enters or corrects it. */
type ResultInput = z.output<typeof resultEnterInput> | z.output<typeof resultCorrectInput>;

/** What a result carries from a feature: what it keeps beside the games, and what the audit of a
 * correction adds. */
interface ResultCarried {
  kept?: ResultKept;
  audit?: Record<string, unknown>;
}

/** What a feature records at a played table and the core must respect. */
export interface TableRulings {
  /** The games and matches its records decide at the table, for the result's validation. */
  forfeits?(ruleset: Ruleset, table: TableAtHand): TableForfeits;
  /** What is wrong with a result given its records at the table (nothing: []). */
  resultNotes?(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], table: TableAtHand): Note[];
  /** What windows see of its stored records: fields of the table answer. `ruleset` reads the
   * table's ruleset, only when asked. */
  shown?(table: StoredTable, ruleset: () => Ruleset): Partial<RoundTable>;
  /** What a result entered or corrected at the table carries from the feature. Asked whether or
   * not the ruleset uses it, so that it refuses what only it reads where it is off. */
  withResult?(ruleset: Ruleset, table: StoredTable, input: ResultInput, correcting: boolean): ResultCarried;
  /** Throws where its records forbid correcting the table's result as asked. */
  refuseCorrection?(ruleset: Ruleset, table: StoredTable, input: z.output<typeof resultCorrectInput>): void;
  /** Whether a player who leaves the event after playing a round is disqualified. */
  leaving?(ruleset: Ruleset): boolean;
}

const rulings = new Map<string, TableRulings>();

/** Adds a feature's rulings by its id; the answer takes them away again. */
export function registerTableRulings(feature: string, of: TableRulings): () => void {
  rulings.set(feature, of);
  return () => {
    if (rulings.get(feature) === of) rulings.delete(feature);
  };
}

/** The rulings of the features the ruleset uses, every event's among them (as the desk's slots count them). */
function usedBy(ruleset: Ruleset): TableRulings[] {
  const inUse = featuresInUse(ruleset.features);
  return [...rulings].filter(([id]) => inUse[id] !== undefined).map(([, r]) => r);
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

/** What a result carries from every feature. */
export function resultCarried(ruleset: Ruleset, table: StoredTable, input: ResultInput, correcting: boolean): Required<ResultCarried> {
  const carried = [...rulings.values()].map((r) => r.withResult?.(ruleset, table, input, correcting) ?? {});
  return { kept: Object.assign({}, ...carried.map((c) => c.kept)) as ResultKept, audit: Object.assign({}, ...carried.map((c) => c.audit)) as Record<string, unknown> };
}

/** Throws where a feature the ruleset uses forbids the correction. */
export function refuseCorrection(ruleset: Ruleset, table: StoredTable, input: z.output<typeof resultCorrectInput>): void {
  for (const r of usedBy(ruleset)) r.refuseCorrection?.(ruleset, table, input);
}

/** Leaving the event after playing disqualifies, by a feature the ruleset uses. */
export function leftEarlyDisqualifies(ruleset: Ruleset): boolean {
  return usedBy(ruleset).some((r) => r.leaving?.(ruleset) === true);
}
