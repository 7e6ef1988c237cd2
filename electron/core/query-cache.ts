// runtime: node. Answers to the heaviest queries kept until a change touches what they read:
// twenty projectors and desks asking for the standings of a 4,096-player event, or for a
// 2,048-table round, after each result would otherwise rebuild them (every round, seat and
// result) for each window. Every command that changes an event publishes change events naming it
// and the entity changed (the same events the windows refetch on), so a kept answer is dropped
// exactly when a window would ask again (a check-in leaves the standings alone).
import type { ChangeEvent } from '../../shared/contract/changes';
import { touches } from '../../shared/contract/touches';
import { operations, type OperationName } from '../../shared/contract/operations';
import { randomBytes } from 'node:crypto';
import { deepFreeze } from '../store/deep-freeze';

/** Queries whose answer depends only on their input, their event's data and who asks (the room
 * or the desk), not on the time. */
const cachedQueries = new Set(['standings.get', 'round.get']);

export interface QueryCache {
  /** The kept answer for this input and audience, or `compute`'s (kept when it succeeds),
   * frozen: no caller can change what the next one gets, and handing it out costs nothing. */
  answer<T>(name: string, input: unknown, audience: 'room' | 'desk', compute: () => { ok: boolean; value?: T }): { ok: boolean; value?: T };
  /** A part of a query's answer kept until a change `staleOn` names: finer than a whole answer,
   * for a part most changes leave alone (the standings' rows, which a result in the round under
   * way does not change). Frozen like the answers. */
  keep<T>(eventId: number, key: string, staleOn: (change: ChangeEvent) => boolean, compute: () => T): T;
  /** A version id of a kept value (a part's), the same while it is the same object; and the
   * value of a recent version id (the last VERSIONS given out), for an answer that sends only
   * what changed since (the standings' rows a desk holds). */
  versionOf(value: object): string;
  versionBy(id: string): unknown;
  /** Drops what a change made stale: the answers that read its entity, for its event (or for every
   * event, a change of no event), and the parts it names. */
  changed(change: ChangeEvent): void;
}

interface Kept {
  name: OperationName;
  /** The event the answer belongs to: its input's, or (a round) the answer's own. */
  eventId: number;
  value: unknown;
}

interface KeptPart {
  staleOn: (change: ChangeEvent) => boolean;
  value: unknown;
}

const eventOf = (input: unknown, value: unknown): number | null => {
  const id = (input as { eventId?: unknown }).eventId ?? (value as { eventId?: unknown }).eventId;
  return typeof id === 'number' ? id : null;
};

/** Versions kept to answer "what changed since" (the least lately used go first): a desk
 * holding one no longer kept is sent everything. A few per division under way at a venue. */
const VERSIONS = 8;
/** Answers kept at most: the inputs are the clients' (a phone's excerpt names the player it
 * follows), so a client could otherwise grow them without bound between two changes. */
const MAX_ANSWERS = 2000;

export function createQueryCache(): QueryCache {
  const answers = new Map<string, Kept>();
  const parts = new Map<number, Map<string, KeptPart>>();
  const versionIds = new WeakMap<object, string>();
  const versions = new Map<string, object>();
  // Ids of this start only: a desk holding a key from before a restart is sent everything.
  const start = randomBytes(4).toString('hex');
  let serial = 0;
  /** Moves the version to the end of the map: the most lately used, the last to go. */
  const used = (id: string, value: object) => {
    versions.delete(id);
    versions.set(id, value);
    for (const old of versions.keys()) if (versions.size > VERSIONS) versions.delete(old);
  };
  return {
    versionOf(value) {
      let id = versionIds.get(value);
      if (id === undefined) {
        id = `${start}-${++serial}`;
        versionIds.set(value, id);
      }
      used(id, value);
      return id;
    },
    versionBy(id) {
      const value = versions.get(id);
      if (value !== undefined) used(id, value);
      return value;
    },
    answer(name, input, audience, compute) {
      if (!cachedQueries.has(name)) return compute();
      const key = `${name}:${audience}:${JSON.stringify(input)}`;
      const kept = answers.get(key);
      if (kept !== undefined) return { ok: true, value: kept.value as never };
      const result = compute();
      const eventId = result.ok ? eventOf(input, result.value) : null;
      if (!result.ok || eventId === null) return result;
      const value = deepFreeze(result.value);
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value!);
      answers.set(key, { name: name as OperationName, eventId, value });
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
      for (const [key, kept] of answers) if (touches(operations[kept.name].reads, kept.eventId, change)) answers.delete(key);
      for (const [eventId, kept] of parts) {
        if (change.eventId !== null && change.eventId !== eventId) continue;
        for (const [key, part] of kept) if (part.staleOn(change)) kept.delete(key);
      }
    },
  };
}
