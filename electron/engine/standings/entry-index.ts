// runtime: pure
// EntryId -> entry index. Ids are usually small dense integers, so a typed array beats a Map on
// the hot path (every seat of every table); other ids fall back to a Map.
import type { EntryId } from '../types';

export interface EntryIndex {
  /** The index of `id`, or -1 when the id is not an entry. */
  get(id: EntryId): number;
}

export function entryIndex(ids: readonly EntryId[]): EntryIndex {
  let max = -1;
  let dense = true;
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0) dense = false;
    else if (id > max) max = id;
  }
  if (dense && max < 4 * ids.length + 1024) {
    const table = new Int32Array(max + 1).fill(-1);
    ids.forEach((id, i) => (table[id] = i));
    return { get: (id) => (Number.isInteger(id) && id >= 0 && id <= max ? table[id]! : -1) };
  }
  const positions = new Map<EntryId, number>();
  ids.forEach((id, i) => positions.set(id, i));
  return { get: (id) => positions.get(id) ?? -1 };
}
