// runtime: dom. The features' faces, by id: each brings its catalog (read under
// `features.<id>.`) and the panels the desk shows where a division's ruleset uses it. A built-in
// feature is one line in `builtIn`; one loaded later (a test's) is registered.
import type { ComponentType } from 'react';
import i18next from 'i18next';
import { collectionsView } from './collections/view';
import { sharedMapView } from './shared-map/view';
import { squadsView } from './squads/view';
import { tableTimersView } from './table-timers/view';
import type { Language } from '../../../shared/model/settings';
import { penaltiesView } from './penalties/view';
import { figureRepairView } from './figure-repair/view';
import { ruleNoticeView } from './rule-notice/view';
import { officialsView } from './officials/view';
import { signedSheetView } from './signed-sheet/view';
import { sidesView } from './sides/view';
import { waitingListView } from './waiting-list/view';
import { seatOrderView } from './seat-order/view';
import type { FeatureView, ManualChangeRow, PlaceQueueWord, SheetProps, TextTree } from './feature';
import type { Player } from '../../../shared/model/player';
import type { ListProblem } from '../../../shared/model/list-status';
import type { Disqualification } from '../../../shared/model/entry';
import { featureText } from './text';
import { registerTableWords } from './table-signer';
import type { ReportSection } from '../report/report-grid';
import type { RoundTable } from '../../../shared/model/round';

const builtIn: readonly FeatureView[] = [sidesView, ruleNoticeView, sharedMapView, collectionsView, squadsView, tableTimersView, penaltiesView, figureRepairView, signedSheetView, officialsView, waitingListView, seatOrderView];

const views = new Map<string, FeatureView>(builtIn.map((v) => [v.id, v]));
for (const view of builtIn) registerTableWords(view);

/** Every language's texts of every feature, as the catalog nests them (`features.<id>`). */
export function featureCatalogs(language: Language): { features: Record<string, TextTree> } {
  return { features: Object.fromEntries([...views.values()].map((v) => [v.id, v.catalog[language]])) };
}

/** The features' words for their codes in `language`, as one tree of the core catalog's paths;
 * a code two of them word, or one the core words too (`core`), is a mistake said at start. */
export function featureCodes(language: Language, core: TextTree): TextTree {
  const merged: Record<string, unknown> = {};
  for (const view of views.values()) if (view.codes) mergeCodes(merged, view.codes[language], core, view.id, []);
  return merged as TextTree;
}

function mergeCodes(into: Record<string, unknown>, tree: TextTree, core: TextTree | undefined, id: string, path: string[]): void {
  for (const [key, value] of Object.entries(tree)) {
    const at = [...path, key];
    const coreValue = core?.[key];
    if (typeof value === 'string') {
      if (into[key] !== undefined || coreValue !== undefined) throw new Error(`The feature "${id}" words "${at.join('.')}", which is worded already.`);
      into[key] = value;
    } else mergeCodes((into[key] ??= {}) as Record<string, unknown>, value, typeof coreValue === 'object' ? coreValue : undefined, id, at);
  }
}

/** The app's catalog in `language` with every feature's texts and codes in it. */
export function withFeatures(language: Language, core: TextTree): TextTree {
  return deepMerge(deepMerge({}, core), { ...featureCodes(language, core), ...featureCatalogs(language) }) as TextTree;
}

function deepMerge(into: Record<string, unknown>, from: TextTree | Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(from)) {
    into[key] = value !== null && typeof value === 'object' && typeof into[key] === 'object' ? deepMerge({ ...(into[key] as Record<string, unknown>) }, value as Record<string, unknown>) : value;
  }
  return into;
}

/** Adds a feature's faces after start (a test's), its texts with them; returns how to take them
 * out again. */
export function registerFeatureView(view: FeatureView): () => void {
  if (views.has(view.id)) throw new Error(`A feature "${view.id}" is registered already.`);
  views.set(view.id, view);
  const unword = registerTableWords(view);
  // Before the catalog is loaded, initI18n takes them in with the rest (withFeatures).
  if (i18next.isInitialized) {
    for (const [language, texts] of Object.entries(view.catalog)) i18next.addResourceBundle(language, 'translation', { features: { [view.id]: texts } }, true, true);
    for (const [language, codes] of Object.entries(view.codes ?? {})) {
      // The same check as at start: a code worded already (by the core or a feature) is a mistake.
      mergeCodes({}, codes, i18next.getResourceBundle(language, 'translation') as TextTree, view.id, []);
      i18next.addResourceBundle(language, 'translation', codes, true, false);
    }
  }
  return () => {
    views.delete(view.id);
    unword();
  };
}

export function featureViews(): FeatureView[] {
  return [...views.values()];
}

/** The sheet of that route name some feature prints, if any. */
export function featureSheet(name: string): ComponentType<SheetProps> | undefined {
  for (const view of views.values()) if (view.sheets && Object.hasOwn(view.sheets, name)) return view.sheets[name];
  return undefined;
}

/** How a problem of a kind of list some feature keeps reads, if a feature words that kind: in the
 * current language, from the feature's own texts. */
export function featureListWording(kind: string): ((problem: ListProblem) => string) | undefined {
  for (const view of views.values()) {
    const lists = view.lists;
    if (lists?.kind === kind) return (problem) => lists.problemText(featureText(view), problem);
  }
  return undefined;
}

/** The feature that words a refusal of a result by its code, and its text key for it. */
export function featureResultProblem(code: string): { view: FeatureView; key: string } | undefined {
  for (const view of views.values()) {
    const key = view.resultProblems?.[code];
    if (key !== undefined) return { view, key };
  }
  return undefined;
}

/** Where players wait for the event's places, as the check-in list shows it: a player's number
 * there (null: not waiting) and its words in the current language. */
export interface PlaceQueueView {
  placeOf(player: Player): number | null;
  say(word: PlaceQueueWord, params?: Record<string, unknown>): string;
}

/** The feature where players wait for the event's places, if one is registered. */
export function featurePlaceQueue(): PlaceQueueView | undefined {
  for (const view of views.values()) {
    const queue = view.placeQueue;
    if (!queue) continue;
    const text = featureText(view);
    return { placeOf: queue.placeOf, say: (word, params) => text(queue.words[word], params) };
  }
  return undefined;
}

/** A feature's lines under each game of a winner slip, with its part of the slip. */
export interface SlipGameLinesPart {
  id: string;
  part: unknown;
}

/** The features that print lines under a winner slip's games, given the event format's features. */
export function featureSlipGameLines(features: Readonly<Record<string, unknown>> | undefined): SlipGameLinesPart[] {
  return [...views.values()].flatMap((view) => {
    const part = view.slipGameLines?.of(features);
    return part === null || part === undefined ? [] : [{ id: view.id, part }];
  });
}

/** What prints a feature's lines under a slip's game. */
export function slipGameLinesOf(id: string): ComponentType<{ seats: RoundTable['seats']; part: unknown }> | undefined {
  return views.get(id)?.slipGameLines?.Lines;
}

/** A feature's lines at the foot of a slip, with its part; `halfPage`: the slip needs half a page. */
export interface SlipFootLinesPart {
  id: string;
  part: unknown;
  halfPage: boolean;
}

/** The features that print lines at the foot of a slip, given the event format's features. */
export function featureSlipFootLines(features: Readonly<Record<string, unknown>> | undefined): SlipFootLinesPart[] {
  return [...views.values()].flatMap((view) => {
    const foot = view.slipFootLines;
    const part = foot?.of(features);
    return !foot || part === null || part === undefined ? [] : [{ id: view.id, part, halfPage: foot.halfPage(part) }];
  });
}

/** What prints a feature's lines at the foot of a slip. */
export function slipFootLinesOf(id: string): ComponentType<{ part: unknown }> | undefined {
  return views.get(id)?.slipFootLines?.Lines;
}

/** The features' own commands in the Rounds tab's list of manual changes. */
export function featureChangeOperations(): string[] {
  return [...views.values()].flatMap((view) => Object.keys(view.manualChanges?.operations ?? {}));
}

/** A feature's command's row in the list of manual changes, in its words; undefined where no
 * feature has the command. */
export function featureChangeWords(row: ManualChangeRow, name: (entryId: unknown) => string): string | undefined {
  for (const view of views.values()) {
    const words = view.manualChanges?.operations?.[row.operation];
    if (words) return words(row, featureText(view), name);
  }
  return undefined;
}

/** A result correction as the first feature that marks it words it (null: none does). */
export function featureCorrectionWords(detail: Readonly<Record<string, unknown>>, games: { table: unknown; before: string; after: string }): string | null {
  for (const view of views.values()) {
    const words = view.manualChanges?.correction?.(detail, featureText(view), games);
    if (words) return words;
  }
  return null;
}

/** An entry's disqualification as the feature that decides its cause words it (null: none does). */
export function featureDisqualificationText(d: Disqualification): string | null {
  for (const view of views.values()) {
    const words = view.disqualificationText?.(d, featureText(view));
    if (words) return words;
  }
  return null;
}

/** How long the features' records at a table have held its clock by `nowMs`. */
export function featureHeldMs(table: RoundTable, nowMs: number): number {
  let held = 0;
  for (const view of views.values()) held += view.heldMs?.(table, nowMs) ?? 0;
  return held;
}

/** Who signs the head judge's report, by the first feature that names them from its part. */
export function featureReportSigner(parts: Readonly<Record<string, unknown>>): string | null {
  for (const view of views.values()) {
    const signer = view.reportSigner && Object.hasOwn(parts, view.id) ? view.reportSigner(parts[view.id]) : null;
    if (signer) return signer;
  }
  return null;
}

/** What the features say of a table in the report's round grid, from their parts (by feature id). */
export function featureReportTableNotes(parts: Readonly<Record<string, unknown>>, round: number, table: number): string[] {
  return [...views.values()].flatMap((view) => (view.reportTableNotes && Object.hasOwn(parts, view.id) ? view.reportTableNotes(parts[view.id], round, table) : []));
}

/** The sections the features add to the head judge's report, from their parts (by feature id), in
 * the registry's order. */
export function featureReportSections(parts: Readonly<Record<string, unknown>>): ReportSection[] {
  return [...views.values()].flatMap((view) => {
    const section = view.reportSection && Object.hasOwn(parts, view.id) ? view.reportSection(parts[view.id]) : null;
    return section ? [section] : [];
  });
}
