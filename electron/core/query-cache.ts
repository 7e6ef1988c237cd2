// runtime: node. Answers to the heaviest queries kept per event until a change to that event:
// twenty projectors and desks asking for the standings of a 4,096-player event after each result
// would otherwise rebuild them (every round, seat and result) for each window. Every command that
// changes an event publishes a change event naming it (the same events the windows refetch on),
// so a cached answer is dropped exactly when a window would ask again.
import type { ChangeEvent } from '../../shared/contract/changes';

/** Queries whose answer depends only on their event's data (not on the caller or the time). */
const cachedQueries = new Set(['standings.get']);

export interface QueryCache {
  /** The cached answer, or `compute`'s (kept when it succeeds), frozen: no caller can change
   * what the next one gets, and handing it out costs nothing. */
  answer<T>(name: string, input: { eventId?: unknown }, compute: () => { ok: boolean; value?: T }): { ok: boolean; value?: T };
  /** Drops what a change made stale: its event's answers, or all of them (a change of no event). */
  changed(change: ChangeEvent): void;
}

export function createQueryCache(): QueryCache {
  const byEvent = new Map<number, Map<string, unknown>>();
  return {
    answer(name, input, compute) {
      const eventId = typeof input.eventId === 'number' ? input.eventId : null;
      if (!cachedQueries.has(name) || eventId === null) return compute();
      const key = `${name}:${JSON.stringify(input)}`;
      const kept = byEvent.get(eventId)?.get(key);
      if (kept !== undefined) return { ok: true, value: kept as never };
      const result = compute();
      if (!result.ok) return result;
      const value = deepFreeze(result.value);
      const forEvent = byEvent.get(eventId) ?? new Map<string, unknown>();
      forEvent.set(key, value);
      byEvent.set(eventId, forEvent);
      return { ...result, value };
    },
    changed(change) {
      if (change.eventId === null) byEvent.clear();
      else byEvent.delete(change.eventId);
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
