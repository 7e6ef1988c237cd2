// runtime: node. The waiting list an event file (version 3) carries: each player's number on it,
// null or absent when not waiting. Checked with the rest of the file, so a player is never both
// checked in and waiting, no two share a number, and nobody waits while a place is free (the desk
// would have checked them in); written once nothing is wrong, in the file's order.
import { checkedInInFile, type EventExport } from '../../../shared/model/export';
import type { HandlerContext } from '../../core/context';
import { placesFull } from '../../core/services/places';
import type { FileProblemAt } from '../feature';

type FilePlayer = EventExport['players'][number];

const waits = (p: FilePlayer) => p.waitlistOrder !== null && p.waitlistOrder !== undefined;

/** Every reason the file's waiting list cannot be taken, each at the waiting player's place. */
export function waitlistProblems(doc: EventExport, at: FileProblemAt): void {
  const holder = new Map<number, FilePlayer>();
  doc.players.forEach((p, i) => {
    if (!waits(p)) return;
    const place = p.waitlistOrder!;
    if (p.checkInOrder !== null || p.checkedInAt !== null) {
      at(['players', i, 'waitlistOrder'], `${p.name} is both checked in and on the waiting list`, 'import_waiting_checked_in', { name: p.name });
    }
    const other = holder.get(place);
    if (other) {
      at(['players', i, 'waitlistOrder'], `${p.name} and ${other.name} both have place ${place} on the waiting list`, 'import_waiting_shared', { name: p.name, other: other.name, place });
    } else holder.set(place, p);
  });
  const places = doc.event.places ?? null;
  if (holder.size > 0 && !placesFull(places, doc.players.filter(checkedInInFile).length)) {
    at(['event', 'places'], 'Players wait on the waiting list while a place is free', 'import_waiting_place_free');
  }
}

/** Puts the file's waiting players on the new event's waiting list, in their order (numbered 1, 2,
 * 3… whatever gaps the file's numbers had); `playerId` maps the file's ids to the new ones. */
export function importWaitlist(ctx: HandlerContext, doc: EventExport, eventId: number, playerId: ReadonlyMap<number, number>): void {
  const waiting = doc.players.filter(waits).sort((a, b) => a.waitlistOrder! - b.waitlistOrder!);
  for (const p of waiting) {
    const id = playerId.get(p.id)!;
    ctx.store.players.waitlist(id, eventId, ctx.store.players.get(id)!.version);
  }
}
