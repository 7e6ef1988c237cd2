// runtime: pure. What a feature module puts into the contract: its id, what a ruleset may say
// about it (its options), and its operations. A feature is a capability some games use and others
// do not; a ruleset names the features it uses, with their options, in `features`
// (docs/architecture.md, "Features"). A few serve every event whatever its game (the notice of
// rule modifications): those say so (`everyEvent`) and no ruleset names them.
import type { z } from 'zod';
import type { Operation } from '../contract/operation';

export interface FeatureContract<Ops extends Readonly<Record<string, Operation>> = Readonly<Record<string, Operation>>, Options extends z.ZodType = z.ZodType> {
  /** The key a ruleset names it by in `features`; lower case with dashes. */
  id: string;
  /** What a ruleset's `features[id]` may hold; a ruleset that names the feature is checked
   * against it when it is built. */
  options: Options;
  /** The operations it adds to the contract, named `<its noun>.<verb>` like the core's. */
  operations: Ops;
  /** Every event has it, whatever its ruleset, with the options its schema gives `{}`; a
   * ruleset does not name it. */
  everyEvent?: true;
  /** Its printable sheets by route name (`#/print/<name>/<id>?paper=…`, the venue host's
   * `/pdf/<name>/<id>`): which of its queries finds what the id names (`subject`, asked with
   * `{ [idField]: id }`), so that a sheet of nothing is refused before a PDF is made. */
  sheets?: Readonly<Record<string, FeatureSheet>>;
  /** The shape of its part of the head judge's report (report.get's `features[id]`), where it
   * adds one. */
  report?: z.ZodType;
  /** What its commands change, as change events name it (shared/contract/changes.ts): what its
   * queries read, and windows refresh on. None may be the core's or another feature's. */
  entities?: readonly string[];
}

/** A printable sheet of a feature, by the query that finds what it prints. */
export interface FeatureSheet<Name extends string = string> {
  subject: Name;
  idField: string;
}

export type FeatureOptions<F extends FeatureContract> = z.output<F['options']>;

/** A feature's options as a window holds them (a slot's `options`), read through its schema; null
 * where they are absent or do not read, which a window shows as the feature being off. The host
 * checks a ruleset's options when it is built and refuses bad ones instead (electron/features). */
export function readFeatureOptions<F extends FeatureContract>(contract: F, raw: unknown): FeatureOptions<F> | null {
  if (raw === undefined) return null;
  const read = contract.options.safeParse(raw);
  return read.success ? (read.data as FeatureOptions<F>) : null;
}

/** A feature's options among a division's `features` (its event format's); null where it is off. */
export function featureOptionsIn<F extends FeatureContract>(features: Readonly<Record<string, unknown>> | undefined, contract: F): FeatureOptions<F> | null {
  return readFeatureOptions(contract, features?.[contract.id]);
}

/** Keeps a contract's own types (its operations' inputs and outputs) for those who import it. */
export function defineFeatureContract<Ops extends Readonly<Record<string, Operation>>, Options extends z.ZodType>(
  contract: FeatureContract<Ops, Options> & { sheets?: Readonly<Record<string, FeatureSheet<keyof Ops & string>>> },
): FeatureContract<Ops, Options> {
  return contract;
}

/** What a feature's operation takes and answers, by its contract. */
export type FeatureInput<C extends FeatureContract, N extends keyof C['operations']> = z.input<C['operations'][N]['input']>;
export type FeatureOutput<C extends FeatureContract, N extends keyof C['operations']> = z.output<C['operations'][N]['output']>;
