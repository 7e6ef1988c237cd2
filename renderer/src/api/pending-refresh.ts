// runtime: pure. What a window still has to fetch after change events: its whole answer, or only
// the parts the changes named (the tables a result changed), so twenty projectors holding a
// 2,048-table round each fetch one table after a result instead of the round.
import type { Result } from '../../../shared/contract/errors';
import type { ChangeEvent } from '../../../shared/contract/changes';

/** How an answer takes in changes to its parts without being fetched whole. */
export interface PartialRefresh<T, P> {
  /** The part a change names; 'unaffected' when the change cannot touch this answer; 'whole'
   * when only the whole answer will do. */
  part(change: ChangeEvent): number | 'unaffected' | 'whole';
  /** The parts, for the answer held (`current`: what they are merged into). */
  fetch(parts: number[], current: T): Promise<Result<P[]>>;
  /** The most parts one fetch may ask for: a window owed more (many results came while it was
   * busy) fetches the whole answer. */
  most?: number;
  merge(current: T, fetched: P[]): T;
}

export type Refresh = { whole: true } | { whole: false; parts: number[] };

export function createPendingRefresh() {
  let whole = true;
  const parts = new Set<number>();
  return {
    /** Notes a change (already known to touch what the answer reads); false when it needs no fetch. */
    note(change: ChangeEvent, partial: Pick<PartialRefresh<unknown, unknown>, 'part'> | undefined): boolean {
      const part = partial && change.operation !== 'reconnect' ? partial.part(change) : 'whole';
      if (part === 'unaffected') return false;
      if (part === 'whole') whole = true;
      else parts.add(part);
      return true;
    },
    /** What the next fetch must get, and forgets it. Without an answer to merge into, parts
     * cannot be taken in, and nothing noted (a retry) means the whole answer; so do more parts
     * than one fetch may ask for (`most`: the partial refresh's). */
    take(hasAnswer: boolean, most = Infinity): Refresh {
      const taken: Refresh = whole || !hasAnswer || parts.size === 0 || parts.size > most ? { whole: true } : { whole: false, parts: [...parts] };
      whole = false;
      parts.clear();
      return taken;
    },
    /** A fetch whose answer did not land (a newer one overtook it): what it was for is still owed. */
    giveBack(taken: Refresh): void {
      if (taken.whole) whole = true;
      else for (const p of taken.parts) parts.add(p);
    },
  };
}
