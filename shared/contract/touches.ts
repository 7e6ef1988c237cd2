// runtime: pure. Which answers a change makes stale; no zod here, so the phones' page (which must
// stay small) imports it without the contract's schemas.
import { anyFeature, coreEntities, type ChangeEntity, type ChangeEvent } from './changes';

const core: ReadonlySet<string> = new Set(coreEntities);

/** Whether a change makes stale an answer made of `reads` for event `eventId` (null: not tied to
 * one event). A change of no event (settings) concerns every event. A feature's change touches
 * what reads its entity, and what reads `anyFeature`. */
export function touches(reads: readonly ChangeEntity[], eventId: number | null, change: ChangeEvent): boolean {
  if (!reads.includes(change.entity) && (core.has(change.entity) || !reads.includes(anyFeature))) return false;
  return eventId === null || change.eventId === null || change.eventId === eventId;
}
