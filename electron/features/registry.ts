// runtime: node. The features the host runs, by id: their handlers for the dispatcher and their
// tables for the store. A built-in feature is one line in `builtIn` (and one in
// shared/features/registry.ts for its contract); one loaded later is registered.
import { isOperationName } from '../../shared/contract/operations';
import { registerFeatureContract } from '../../shared/features/registry';
import type { FeatureSchema } from '../store/feature-migrate';
import type { HandlerContext } from '../core/context';
import type { DivisionDocument } from '../../shared/model/export';
import type { EntryMaker, FeatureEventFile, FeatureHost, FeatureTableFile, ReportOf } from './feature';
import type { Ruleset } from '../engine/rulesets/types';
import type { Store } from '../store/store';
import type { Entry } from '../../shared/model/entry';
import { collectionsHost } from './collections/host';
import { sharedMapHost } from './shared-map/host';
import { squadsHost } from './squads/host';
import { tableTimersHost } from './table-timers/host';
import { registerListSource } from '../core/services/list-status';
import { registerTableRulings } from '../core/services/table-rulings';
import { registerNameClaims } from '../core/services/name-claims';
import { registerPlaceQueue } from '../core/services/places';
import { registerPlayerFields } from '../core/services/player-fields';
import { penaltiesHost } from './penalties/host';
import { figureRepairHost } from './figure-repair/host';
import { ruleNoticeHost } from './rule-notice/host';
import { officialsHost } from './officials/host';
import { signedSheetHost } from './signed-sheet/host';
import { sidesHost } from './sides/host';
import { waitingListHost } from './waiting-list/host';
import { seatOrderHost } from './seat-order/host';
import type { Player } from '../../shared/model/player';

const builtIn: readonly FeatureHost[] = [sharedMapHost, collectionsHost, squadsHost, tableTimersHost, penaltiesHost, figureRepairHost, ruleNoticeHost, signedSheetHost, officialsHost, sidesHost, waitingListHost, seatOrderHost];

const hosts = new Map<string, FeatureHost>(builtIn.map((h) => [h.contract.id, h]));
for (const host of builtIn) if (host.lists) registerListSource(host.lists);
for (const host of builtIn) if (host.table) registerTableRulings(host.contract.id, host.table);
for (const host of builtIn) if (host.names) registerNameClaims(host.contract.id, host.names);
for (const host of builtIn) if (host.places) registerPlaceQueue(host.contract.id, host.places);
for (const host of builtIn) if (host.players) registerPlayerFields(host.contract.id, host.players);

type AnyHandler = (input: unknown, ctx: HandlerContext) => unknown;

/** Adds a feature after start, its contract with it (a test's); returns how to take both out. A
 * core opened after this runs its operations and keeps its tables. */
export function registerFeature(host: FeatureHost): () => void {
  if (hosts.has(host.contract.id)) throw new Error(`A feature "${host.contract.id}" is registered already.`);
  const unregister = registerFeatureContract(host.contract, isOperationName);
  hosts.set(host.contract.id, host);
  const unlist = host.lists ? registerListSource(host.lists) : () => {};
  const unrule = host.table ? registerTableRulings(host.contract.id, host.table) : () => {};
  const unname = host.names ? registerNameClaims(host.contract.id, host.names) : () => {};
  const unqueue = host.places ? registerPlaceQueue(host.contract.id, host.places) : () => {};
  const unfield = host.players ? registerPlayerFields(host.contract.id, host.players) : () => {};
  return () => {
    hosts.delete(host.contract.id);
    unregister();
    unlist();
    unrule();
    unname();
    unqueue();
    unfield();
  };
}

/** The handler of a feature's operation, or undefined when no feature has it. */
export function featureHandler(name: string): AnyHandler | undefined {
  for (const host of hosts.values()) {
    if (Object.hasOwn(host.handlers, name)) return (host.handlers as Record<string, AnyHandler>)[name];
  }
  return undefined;
}

/** The tables of every feature that keeps its own, for the store to bring up to date. */
export function featureSchemas(): FeatureSchema[] {
  return [...hosts.values()].filter((h) => h.migrations?.length).map((h) => ({ feature: h.contract.id, migrations: h.migrations! }));
}

/** The parts of the head judge's report that the features in use (by id) add, by feature id. */
export function featureReports(inUse: Readonly<Record<string, unknown>>, document: DivisionDocument, names: ReadonlyMap<number, string>, of: ReportOf): Record<string, unknown> {
  return Object.fromEntries([...hosts.values()].filter((h) => h.report && inUse[h.contract.id] !== undefined).map((h) => [h.contract.id, h.report!(document, names, of)]));
}

/** How a division under `ruleset` makes entries of its players: the way of a feature it uses, with
 * the players an entry has; null where every player is an entry of their own. */
export function entryMaker(ruleset: Ruleset): ({ size: number } & Pick<EntryMaker, 'enter' | 'refuseResize'>) | null {
  for (const host of hosts.values()) {
    const size = host.entries?.size(ruleset) ?? null;
    if (size !== null) return { size, enter: host.entries!.enter, refuseResize: host.entries!.refuseResize };
  }
  return null;
}

/** Whether a feature keeps the place of `player`, taken back with their entry if any (a side
 * formed at the desk); throws where one refuses. */
export function entryKept(ctx: HandlerContext, player: Player, entryId: number | null, removing: boolean): boolean {
  return [...hosts.values()].some((h) => h.entries?.release?.(ctx, player, entryId, removing) === true);
}

/** Hands the features an entry of several players written from an event file (the side it is). */
export function entryFiled(store: Store, entry: Entry): void {
  for (const h of hosts.values()) h.entries?.filed?.(store, entry);
}

/** Throws where a feature refuses moving `player` to another division. */
export function refuseEntryMove(ctx: HandlerContext, player: Player): void {
  for (const h of hosts.values()) h.entries?.refuseMove?.(ctx, player);
}

/** The features' parts of an exported event file, by feature id, in registry order. */
export function featureEventFiles(): [string, FeatureEventFile][] {
  return [...hosts.values()].flatMap((h) => (h.eventFile ? [[h.contract.id, h.eventFile] as [string, FeatureEventFile]] : []));
}

/** The features' parts of an event file's tables, by feature id. */
export function featureTableFiles(): [string, FeatureTableFile][] {
  return [...hosts.values()].flatMap((h) => (h.tableFile ? [[h.contract.id, h.tableFile] as [string, FeatureTableFile]] : []));
}
