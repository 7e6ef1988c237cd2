// runtime: dom. The features' faces, by id: each brings its catalog (read under
// `features.<id>.`) and the panels the desk shows where a division's ruleset uses it. A built-in
// feature is one line in `builtIn`; one loaded later (a test's) is registered.
import type { ComponentType } from 'react';
import i18next from 'i18next';
import type { Language } from '../../../shared/model/settings';
import type { Round, RoundTable } from '../../../shared/model/round';
import type { Division } from '../../../shared/model/division';
import type { Player } from '../../../shared/model/player';
import type { PrintOptions } from '../print/params';
import type { TFunction } from 'i18next';
import type { ListProblem } from '../../../shared/model/list-status';

/** A feature's texts: flat, the same keys in every language (the type makes a missing one an
 * error). */
export type FeatureCatalog<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/** What a table panel is given: the table as the results desk holds it, and the feature's options
 * as the division's ruleset sets them. */
export interface TablePanelProps {
  eventId: number;
  round: Round;
  table: RoundTable;
  options: unknown;
}

/** A table's line of actions on the Rounds tab (its timers, under its players). */
export interface TableActionsProps {
  round: Round;
  table: RoundTable;
  options: unknown;
}

/** The registration desk, with a player open for editing. */
export interface PlayerPanelProps {
  player: Player;
  options: unknown;
}

/** The registration desk with no player open: beside the registration form, for the division
 * chosen. */
export interface RegistrationPanelProps {
  eventId: number;
  division: Division;
  /** The event's first division (whose options an unchanged division plays). */
  firstDivisionId: number;
  options: unknown;
}

/** A printable sheet (#/print/<name>/<id>): `id` is what its route names (an event, a player). */
export interface SheetProps {
  id: number;
  options: PrintOptions;
}

export interface FeatureView<Keys extends string = string> {
  id: string;
  catalog: FeatureCatalog<Keys>;
  /** Shown at the results desk for each played table, where the ruleset uses the feature. */
  tablePanel?: ComponentType<TablePanelProps>;
  /** Items of a table's line of actions on the Rounds tab, where the ruleset uses the feature. */
  tableActions?: ComponentType<TableActionsProps>;
  /** Shown under a player open at the registration desk, where the ruleset uses the feature. */
  playerPanel?: ComponentType<PlayerPanelProps>;
  /** Shown beside the registration form, where the chosen division's ruleset uses the feature. */
  registrationPanel?: ComponentType<RegistrationPanelProps>;
  /** Its printable sheets by route name (unique among all sheets; the host's print routes list
   * the names it accepts, electron/venue/print-route.ts). */
  sheets?: Readonly<Record<string, ComponentType<SheetProps>>>;
  /** Where the feature keeps players' lists: the kind its host's list source names, and how a
   * problem of that kind reads (renderer/src/lists). */
  lists?: { kind: string; problemText(t: TFunction, problem: ListProblem): string };
}

const builtIn: readonly FeatureView[] = [];

const views = new Map<string, FeatureView>(builtIn.map((v) => [v.id, v]));

/** Every language's texts of every feature, as the catalog nests them (`features.<id>`). */
export function featureCatalogs(language: Language): { features: Record<string, Record<string, string>> } {
  return { features: Object.fromEntries([...views.values()].map((v) => [v.id, v.catalog[language]])) };
}

/** Adds a feature's faces after start (a test's), its texts with them; returns how to take them
 * out again. */
export function registerFeatureView(view: FeatureView): () => void {
  if (views.has(view.id)) throw new Error(`A feature "${view.id}" is registered already.`);
  views.set(view.id, view);
  // Before the catalog is loaded, initI18n takes them in with the rest (featureCatalogs).
  if (i18next.isInitialized) for (const [language, texts] of Object.entries(view.catalog)) i18next.addResourceBundle(language, 'translation', { features: { [view.id]: texts } }, true, true);
  return () => {
    views.delete(view.id);
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

/** How a problem of a kind of list some feature keeps reads, if a feature words that kind. */
export function featureListWording(kind: string): ((t: TFunction, problem: ListProblem) => string) | undefined {
  for (const view of views.values()) if (view.lists?.kind === kind) return view.lists.problemText;
  return undefined;
}
