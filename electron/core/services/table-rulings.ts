// runtime: node. What features record at a played table and the core must respect: their problems
// with a result (where it is entered, corrected or imported; the games their records decided
// before it among them), what a result carries from them and whether they refuse its
// correction, whether a player leaving is disqualified, what a table answer shows of their
// records, and what becomes of them when the table's seats change or the round clock pauses.
// Each feature brings its own through its host's `table` hook
// (electron/features/feature.ts); the features' registry registers them here, so the core asks
// without naming any (docs/architecture.md, "Features").
import type { RoundTable } from '../../../shared/model/round';
import type { Ruleset } from '../../engine/rulesets/types';
import type { EntryId, GameResult, Note } from '../../engine/types';
import type { StoredRound, StoredTable } from '../../store/repositories/rounds';
import type { Store } from '../../store/store';
import type { resultCorrectInput, resultEnterInput } from '../../../shared/model/result';
import type { z } from 'zod';
import { featuresInUse } from '../../../shared/features/registry';

/** A result as the desk enters or corrects it. */
type ResultInput = z.output<typeof resultEnterInput> | z.output<typeof resultCorrectInput>;

/** What a result carries from a feature: its record at the table written with the result (null:
 * none), and what the audit of a correction adds. */
interface ResultCarried {
  record?: unknown;
  audit?: Record<string, unknown>;
}

/** What a feature records at a played table and the core must respect. */
export interface TableRulings {
  /** What is wrong with a result given its records at the table (nothing: []): a game they
   * decided shown won, a record in a game the result never played. */
  resultNotes?(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], table: StoredTable): Note[];
  /** What each code of its notes says in the host's English (the desk words it in its language). */
  problems?: Readonly<Record<string, string>>;
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
  /** The table's seats were changed by hand: what of its record no longer holds goes. */
  reseated?(store: Store, tableId: number): void;
  /** The round clock paused or resumed at `at`: what of its records follows the round clock
   * follows it. Returns the numbers of the tables it changed. */
  followClock?(store: Store, tables: StoredRound['tables'], action: 'pause' | 'resume', at: string): number[];
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

/** What the features the ruleset uses find wrong with a result at the table. */
export function tableResultNotes(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], table: StoredTable): Note[] {
  return usedBy(ruleset).flatMap((r) => r.resultNotes?.(ruleset, entries, games, table) ?? []);
}

/** What a feature's result note says in English, by its code; undefined: no feature gives it. */
export function featureProblemMessage(code: string): string | undefined {
  for (const r of rulings.values()) if (r.problems && Object.hasOwn(r.problems, code)) return r.problems[code];
  return undefined;
}

/** The fields the features add to a table answer from their stored records; null where they add none. */
export function tableShown(table: StoredTable, ruleset: () => Ruleset): Partial<RoundTable> | null {
  let fields: Partial<RoundTable> | null = null;
  for (const r of rulings.values()) {
    const shown = r.shown?.(table, ruleset);
    if (shown && Object.keys(shown).length > 0) fields = Object.assign(fields ?? {}, shown);
  }
  return fields;
}

/** What a result carries from every feature: the records to write with it, by feature id, and the
 * audit's additions. */
export function resultCarried(ruleset: Ruleset, table: StoredTable, input: ResultInput, correcting: boolean): { records: [string, unknown][]; audit: Record<string, unknown> } {
  const carried = [...rulings].map(([id, r]) => [id, r.withResult?.(ruleset, table, input, correcting) ?? {}] as const);
  return {
    records: carried.filter(([, c]) => 'record' in c).map(([id, c]) => [id, c.record]),
    audit: Object.assign({}, ...carried.map(([, c]) => c.audit)) as Record<string, unknown>,
  };
}

/** Throws where a feature the ruleset uses forbids the correction. */
export function refuseCorrection(ruleset: Ruleset, table: StoredTable, input: z.output<typeof resultCorrectInput>): void {
  for (const r of usedBy(ruleset)) r.refuseCorrection?.(ruleset, table, input);
}

/** Leaving the event after playing disqualifies, by a feature the ruleset uses. */
export function leftEarlyDisqualifies(ruleset: Ruleset): boolean {
  return usedBy(ruleset).some((r) => r.leaving?.(ruleset) === true);
}

/** The table's seats were changed by hand: each feature lets go of what no longer holds. */
export function tableReseated(store: Store, tableId: number): void {
  for (const r of rulings.values()) r.reseated?.(store, tableId);
}

/** The round clock paused or resumed: the features' records that follow it do; the numbers of the
 * tables changed. */
export function followRoundClock(store: Store, tables: StoredRound['tables'], action: 'pause' | 'resume', at: string): number[] {
  return [...rulings.values()].flatMap((r) => r.followClock?.(store, tables, action, at) ?? []);
}
