// runtime: node. The waiting list's part of an event file: who waits, in order. Checked with the
// rest of the file, so a player is never both checked in and waiting, no two share a number, and
// nobody waits while a place is free (the desk would have checked them in); written once nothing
// is wrong, in the file's order. Files of version 3 kept each player's number as the player's
// `waitlistOrder`; older ones have none, and nobody waits.
import { checkedInInFile } from '../../../shared/model/export';
import { waitingFileSchema, type WaitingFile } from '../../../shared/features/waiting-list/file';
import { placesFull } from '../../core/services/places';
import type { FeatureEventFile } from '../feature';
import { waitingPlayers } from './waiting';

export const waitlistEventFile: FeatureEventFile<WaitingFile> = {
  schema: waitingFileSchema,
  export(ctx, eventId) {
    const waiting = waitingPlayers(ctx.store).inOrder(eventId);
    return waiting.length === 0 ? null : waiting.map((player, k) => ({ player, order: k + 1 }));
  },
  problems(part, file, at) {
    const players = new Map(file.players.map((p) => [p.id, p]));
    const holder = new Map<number, string>();
    const listed = new Set<number>();
    part.forEach(({ player, order }, k) => {
      const p = players.get(player);
      if (!p) return at([k, 'player'], `Player ${player} is not in the file`, 'import_unknown_player');
      if (listed.has(player)) return at([k, 'player'], `${p.name} is on the waiting list twice`, 'import_waiting_twice', { name: p.name });
      listed.add(player);
      if (p.checkInOrder !== null || p.checkedInAt !== null) {
        at([k, 'order'], `${p.name} is both checked in and on the waiting list`, 'import_waiting_checked_in', { name: p.name });
      }
      const other = holder.get(order);
      if (other !== undefined) at([k, 'order'], `${p.name} and ${other} both have place ${order} on the waiting list`, 'import_waiting_shared', { name: p.name, other, place: order });
      else holder.set(order, p.name);
    });
    if (part.length > 0 && !placesFull(file.event.places, file.players.filter(checkedInInFile).length)) {
      at([], 'Players wait on the waiting list while a place is free', 'import_waiting_place_free');
    }
  },
  /** Puts the file's waiting players on the new event's list in their order (numbered 1, 2, 3…
   * whatever gaps the file's numbers had). */
  import(ctx, part, _file, ids) {
    for (const { player } of [...part].sort((a, b) => a.order - b.order)) waitingPlayers(ctx.store).add(ids.player(player), ids.eventId);
  },
  older: {
    part(document) {
      const waiting = document.players.filter((p) => p.waitlistOrder !== null && p.waitlistOrder !== undefined);
      return waiting.length === 0 ? null : waiting.map((p) => ({ player: p.id, order: p.waitlistOrder! }));
    },
    place(path, document) {
      if (path.length === 0) return ['event', 'places'];
      const waiting = this.part(document)!;
      return ['players', document.players.findIndex((p) => p.id === waiting[path[0] as number]!.player), 'waitlistOrder'];
    },
  },
};


