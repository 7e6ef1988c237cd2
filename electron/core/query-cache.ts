// runtime: node. Answers to the heaviest queries kept per event until a change to that event:
// twenty projectors and desks asking for the standings of a 4,096-player event after each result
// would otherwise rebuild them (every round, seat and result) for each window. Every command that
// changes an event publishes change events naming it and the entity changed (the same events the
// windows refetch on), so a kept answer is dropped exactly when a window would ask again: when the
// change touches what the query reads (a check-in leaves the standings alone).
import { touches, type ChangeEvent } from '../../shared/contract/changes';
import { operations, type OperationName } from '../../shared/contract/operations';
import { deepFreeze } from '../store/deep-freeze';

/** Queries whose answer depends only on their event's data (not on the caller or the time). */
const cachedQueries = new Set(['standings.get']);

export interface QueryCache {
  /** The cached answer, or `compute`'s (kept when it succeeds), frozen: no caller can change
   * what the next one gets, and handing it out costs nothing. */
  answer<T>(name: string, input: { eventId?: unknown }, compute: () => { ok: boolean; value?: T }): { ok: boolean; value?: T };
  /** A part of a query's answer kept until a change `staleOn` names: finer than a whole answer,
   * for a part most changes leave alone (the standings' rows, which a result in the round under
   * way does not change). Frozen like the answers. */
  keep<T>(eventId: number, key: string, staleOn: (change: ChangeEvent) => boolean, compute: () => T): T;
  /** Drops what a change made stale: the answers that read its entity, for its event (or for every
   * event, a change of no event), and the parts it names. */
  changed(change: ChangeEvent): void;
}

interface Kept {
  name: OperationName;
  value: unknown;
}

interface KeptPart {
  staleOn: (change: ChangeEvent) => boolean;
  value: unknown;
}

export function createQueryCache(): QueryCache {
  const byEvent = new Map<number, Map<string, Kept>>();
  const parts = new Map<number, Map<string, KeptPart>>();
  return {
    answer(name, input, compute) {
      const eventId = typeof input.eventId === 'number' ? input.eventId : null;
      if (!cachedQueries.has(name) || eventId === null) return compute();
      const key = `${name}:${JSON.stringify(input)}`;
      const kept = byEvent.get(eventId)?.get(key);
      if (kept !== undefined) return { ok: true, value: kept.value as never };
      const result = compute();
      if (!result.ok) return result;
      const value = deepFreeze(result.value);
      const forEvent = byEvent.get(eventId) ?? new Map<string, Kept>();
      forEvent.set(key, { name: name as OperationName, value });
      byEvent.set(eventId, forEvent);
      return { ...result, value };
    },
    keep(eventId, key, staleOn, compute) {
      const forEvent = parts.get(eventId) ?? new Map<string, KeptPart>();
      parts.set(eventId, forEvent);
      const kept = forEvent.get(key);
      if (kept) return kept.value as never;
      const value = deepFreeze(compute());
      forEvent.set(key, { staleOn, value });
      return value;
    },
    changed(change) {
      for (const [eventId, kept] of byEvent) {
        for (const [key, { name }] of kept) if (touches(operations[name].reads, eventId, change)) kept.delete(key);
      }
      for (const [eventId, kept] of parts) {
        if (change.eventId !== null && change.eventId !== eventId) continue;
        for (const [key, part] of kept) if (part.staleOn(change)) kept.delete(key);
      }
    },
  };
}
