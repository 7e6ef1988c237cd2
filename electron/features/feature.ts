// runtime: node. A feature module as the host runs it: its contract (shared/features), a handler
// for each of its operations, and the tables it keeps of its own, if any (most keep records in
// feature_records through records.ts instead). docs/architecture.md, "Adding a feature".
import type { z } from 'zod';
import type { Operation } from '../../shared/contract/operation';
import type { FeatureContract } from '../../shared/features/feature';
import type { EventExport } from '../../shared/model/export';
import type { HandlerContext } from '../core/context';
import type { ListSource } from '../core/services/list-status';
import type { NameClaims } from '../core/services/name-claims';
import type { TableRulings } from '../core/services/table-rulings';

export type FeatureHandler<O extends Operation> = (input: z.output<O['input']>, ctx: HandlerContext) => z.input<O['output']>;

export interface FeatureHost<C extends FeatureContract = FeatureContract> {
  contract: C;
  handlers: { [N in keyof C['operations']]: FeatureHandler<C['operations'][N]> };
  /** SQL of the tables the feature keeps of its own, run in order once each (feature_schemas). */
  migrations?: readonly string[];
  /** Where the feature keeps a list each player hands in (cards or figures): how to
   * check it, for the desk's list status, the pairing warnings and the report. */
  lists?: ListSource;
  /** What its records at a played table decide and show: the games a result must show lost, its
   * problems with a result, what a result carries from it and whether it refuses a correction,
   * whether leaving disqualifies, its fields of the table answer (core/services/table-rulings.ts). */
  table?: TableRulings;
  /** Its part of the head judge's report of a division that uses it, from the division's export
   * document (`names`: each entry's name); its contract's `report` says the shape. */
  report?(document: EventExport, names: ReadonlyMap<number, string>): unknown;
  /** The names it holds in an event, which no player may register under (core/services/name-claims.ts). */
  names?: NameClaims;
}

/** Types a host against its own contract and hands it to the registry. */
export function defineFeatureHost<C extends FeatureContract>(host: FeatureHost<C>): FeatureHost {
  return host as unknown as FeatureHost;
}
