// runtime: node. The features the host runs, by id: their handlers for the dispatcher and their
// tables for the store. A built-in feature is one line in `builtIn` (and one in
// shared/features/registry.ts for its contract); one loaded later is registered.
import { isOperationName } from '../../shared/contract/operations';
import { registerFeatureContract } from '../../shared/features/registry';
import type { FeatureSchema } from '../store/feature-migrate';
import type { HandlerContext } from '../core/context';
import type { FeatureHost } from './feature';
import { collectionsHost } from './collections/host';
import { sharedMapHost } from './shared-map/host';
import { squadsHost } from './squads/host';
import { tableTimersHost } from './table-timers/host';
import { registerListSource } from '../core/services/list-status';
import { registerTableRulings } from '../core/services/table-rulings';
import { penaltiesHost } from './penalties/host';
import { figureRepairHost } from './figure-repair/host';
import { ruleNoticeHost } from './rule-notice/host';
import { seatOrderHost } from './seat-order/host';

const builtIn: readonly FeatureHost[] = [sharedMapHost, collectionsHost, squadsHost, tableTimersHost, penaltiesHost, figureRepairHost, ruleNoticeHost, seatOrderHost];

const hosts = new Map<string, FeatureHost>(builtIn.map((h) => [h.contract.id, h]));
for (const host of builtIn) if (host.lists) registerListSource(host.lists);
for (const host of builtIn) if (host.table) registerTableRulings(host.contract.id, host.table);

type AnyHandler = (input: unknown, ctx: HandlerContext) => unknown;

/** Adds a feature after start, its contract with it (a test's); returns how to take both out. A
 * core opened after this runs its operations and keeps its tables. */
export function registerFeature(host: FeatureHost): () => void {
  if (hosts.has(host.contract.id)) throw new Error(`A feature "${host.contract.id}" is registered already.`);
  const unregister = registerFeatureContract(host.contract, isOperationName);
  hosts.set(host.contract.id, host);
  const unlist = host.lists ? registerListSource(host.lists) : () => {};
  const unrule = host.table ? registerTableRulings(host.contract.id, host.table) : () => {};
  return () => {
    hosts.delete(host.contract.id);
    unregister();
    unlist();
    unrule();
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
