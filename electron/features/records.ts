// runtime: node. A feature's records in feature_records, read and written through the feature's
// own schema: one value per event, player or table, versioned so a desk holding an old one is
// refused (a table's by the table's own version). A record goes with its owner (a table paired
// again, a player removed).
import type { z } from 'zod';
import { CommandError } from '../../shared/contract/errors';
import type { RecordOwner } from '../store/repositories/feature-records';
import { readJson, toJson } from '../store/json';
import type { TableRecords } from '../store/repositories/rounds';
import type { Store } from '../store/store';

export interface Kept<T> {
  value: T;
  /** 0 while nothing is recorded. */
  version: number;
}

export interface FeatureRecords<T> {
  get(store: Store, ownerId: number): Kept<T> | null;
  /** The records of these owners that have one, by owner. */
  many(store: Store, ownerIds: readonly number[]): Map<number, Kept<T>>;
  /** Writes the value over the version read (0: none yet); a stale version is a conflict and
   * nothing is written. Returns the new version. */
  set(store: Store, ownerId: number, version: number, value: T): number;
  /** Takes the record away over the version read. */
  clear(store: Store, ownerId: number, version: number): void;
}

export function featureRecords<S extends z.ZodType>(feature: string, owner: RecordOwner, schema: S): FeatureRecords<z.output<S>> {
  const read = (data: string) => readJson(`${feature} record`, schema, data, null) as z.output<S>;
  const stale = (ownerId: number) =>
    new CommandError('conflict', `The ${feature} record of this ${owner} was changed at another desk meanwhile; reload and try again.`, { reason: 'record_changed', feature, owner, ownerId });
  return {
    get(store, ownerId) {
      const row = store.featureRecords.get(feature, owner, ownerId);
      return row ? { value: read(row.data), version: row.version } : null;
    },
    many(store, ownerIds) {
      return new Map(store.featureRecords.many(feature, owner, ownerIds).map((r) => [r.ownerId, { value: read(r.data), version: r.version }]));
    },
    set(store, ownerId, version, value) {
      const checked = schema.parse(value);
      if (!store.featureRecords.set(feature, owner, ownerId, version, toJson(checked))) throw stale(ownerId);
      return version + 1;
    },
    clear(store, ownerId, version) {
      if (!store.featureRecords.remove(feature, owner, ownerId, version)) throw stale(ownerId);
    },
  };
}

/** A feature's record at a table, which the table's own version guards as it guards the result:
 * read from the table as the store reads it (its `records`), written by claiming that version, so
 * a desk holding the table as it was is refused, and taken away with the table's other state
 * when it is paired again or its round unpublished. */
export interface TableRecord<T> {
  /** The record at the table; `empty` where the feature has none there. */
  of(table: { records: TableRecords }): T;
  /** Writes `value` (null: takes the record away) over the table's version; false when stale. */
  set(store: Store, tableId: number, version: number, value: T | null): boolean;
  /** Writes `value` (null: takes it away) where the command has claimed the table already (with
   * the result it carries) or made it (an imported table). */
  put(store: Store, tableId: number, value: T | null): void;
}

/** Writes a feature's record at a table whatever its version (null: takes it away), where the
 * command has claimed the table already (with the result it carries) or made it (an imported
 * table): the one place a table's record is written. */
export function putTableRecord(store: Store, feature: string, tableId: number, value: unknown): void {
  if (value === null || value === undefined) store.featureRecords.drop(feature, 'table', tableId);
  else store.featureRecords.put(feature, 'table', tableId, toJson(value));
}

export function tableRecord<S extends z.ZodType>(feature: string, schema: S, empty: z.output<S>): TableRecord<z.output<S>> {
  const put = (store: Store, tableId: number, value: z.output<S> | null) => putTableRecord(store, feature, tableId, value === null ? null : schema.parse(value));
  return {
    of: (table) => {
      const text = table.records[feature];
      return text === undefined ? empty : (readJson(`${feature} record`, schema, text, empty) as z.output<S>);
    },
    set(store, tableId, version, value) {
      if (!store.rounds.claimTable(tableId, version)) return false;
      put(store, tableId, value);
      return true;
    },
    put,
  };
}
