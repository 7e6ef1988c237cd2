// runtime: pure. Which answers a change makes stale; no zod here, so the phones' page (which must
// stay small) imports it without the contract's schemas.
import type { ChangeEntity, ChangeEvent } from './changes';

/** Whether a change makes stale an answer made of `reads` for event `eventId` (null: not tied to
 * one event). A change of no event (settings) concerns every event. */
export function touches(reads: readonly ChangeEntity[], eventId: number | null, change: ChangeEvent): boolean {
  if (!reads.includes(change.entity)) return false;
  return eventId === null || change.eventId === null || change.eventId === eventId;
}
