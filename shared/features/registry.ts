// runtime: pure. The features by id: the one list the contract (its operations), the host (its
// handlers and storage) and the renderer (its panels) derive theirs from. A feature built in is
// one line in `builtIn`; one loaded later (a test's) is registered.
import type { Operation } from '../contract/operation';
import { anyFeature, coreEntities } from '../contract/changes';
import type { FeatureContract, FeatureSheet } from './feature';
import { collections } from './collections/contract';
import { figureRepairFeature } from './figure-repair/contract';
import { penaltiesFeature } from './penalties/contract';
import { ruleNotice } from './rule-notice/contract';
import { officials } from './officials/contract';
import { sharedMap } from './shared-map/contract';
import { sides } from './sides/contract';
import { waitingList } from './waiting-list/contract';
import { seatOrder } from './seat-order/contract';
import { squads } from './squads/contract';
import { tableTimers } from './table-timers/contract';
import { signedSheet } from './signed-sheet/contract';

const builtIn = [sharedMap, collections, squads, tableTimers, penaltiesFeature, figureRepairFeature, ruleNotice, signedSheet, officials, sides, waitingList, seatOrder] as const satisfies readonly FeatureContract[];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every built-in feature's operations in one object type (empty when there are none). */
export type FeatureOperations = [(typeof builtIn)[number]] extends [never] ? Record<never, never> : UnionToIntersection<(typeof builtIn)[number]['operations']>;

const contracts = new Map<string, FeatureContract>(builtIn.map((c: FeatureContract) => [c.id, c]));
const byOperation = new Map<string, Operation>();
/** The entities the features declare, by the feature that declares each. */
const entityOwner = new Map<string, string>();
for (const c of contracts.values()) addEntities(c);
for (const c of contracts.values()) addOperations(c);

function addEntities(contract: FeatureContract): void {
  for (const entity of contract.entities ?? []) {
    const owner = isCoreEntity(entity) ? 'the core' : entityOwner.get(entity);
    if (owner) throw new Error(`Feature "${contract.id}" declares the entity "${entity}" of ${owner}.`);
    entityOwner.set(entity, contract.id);
  }
}

function addOperations(contract: FeatureContract): void {
  for (const [name, op] of Object.entries(contract.operations)) {
    if (byOperation.has(name)) throw new Error(`Two features name the operation "${name}".`);
    const unknown = op.reads.find((e) => !isKnownEntity(e));
    if (unknown !== undefined) throw new Error(`The operation "${name}" of feature "${contract.id}" reads "${unknown}", which neither the core nor a feature declares.`);
    byOperation.set(name, op);
  }
}

function isCoreEntity(entity: string): boolean {
  return (coreEntities as readonly string[]).includes(entity);
}

/** Whether a change may be of `entity`, or an answer read it: the core's, `anyFeature`, or one
 * a feature declares. */
export function isKnownEntity(entity: string): boolean {
  return isCoreEntity(entity) || entity === anyFeature || entityOwner.has(entity);
}

/** The built-in features' operations, which the contract's registry spreads into its own. */
export const builtInFeatureOperations = Object.fromEntries(builtIn.flatMap((c: FeatureContract) => Object.entries(c.operations))) as FeatureOperations;

/** Adds a feature loaded after start (a test's); returns how to take it out again. Its operations
 * are dispatched like the others, but have no IPC channel of their own (ipc.ts registers the
 * built-in ones at start). */
export function registerFeatureContract(contract: FeatureContract, taken: (name: string) => boolean): () => void {
  if (contracts.has(contract.id)) throw new Error(`A feature "${contract.id}" is registered already.`);
  const clash = Object.keys(contract.operations).find((n) => taken(n) || byOperation.has(n));
  if (clash) throw new Error(`The operation "${clash}" of feature "${contract.id}" exists already.`);
  addEntities(contract);
  contracts.set(contract.id, contract);
  addOperations(contract);
  return () => {
    contracts.delete(contract.id);
    for (const name of Object.keys(contract.operations)) byOperation.delete(name);
    for (const entity of contract.entities ?? []) entityOwner.delete(entity);
  };
}

export function featureContracts(): FeatureContract[] {
  return [...contracts.values()];
}

export function featureContract(id: string): FeatureContract | undefined {
  return contracts.get(id);
}

/** A feature's operation by name, built in or registered later. */
export function featureOperation(name: string): Operation | undefined {
  return byOperation.get(name);
}

/** The features a division uses, with their options: those its ruleset names (`named`, the
 * event format's `features`) and every one that every event has. */
export function featuresInUse(named: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const every = featureContracts().filter((c) => c.everyEvent && named?.[c.id] === undefined);
  return { ...named, ...Object.fromEntries(every.map((c) => [c.id, {}])) };
}

/** A feature's printable sheet by its route name, built in or registered later. */
export function featureSheet(name: string): FeatureSheet | undefined {
  for (const contract of contracts.values()) if (contract.sheets && Object.hasOwn(contract.sheets, name)) return contract.sheets[name];
  return undefined;
}
