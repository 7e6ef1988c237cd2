// runtime: node. A player of a side formed at the desk, as the players' handlers ask the sides
// feature (its `entries` hook, docs/features/sides.md): the side outlives a check-in taken back,
// waiting at the desk until its players are all checked in again; removing a player of it, or
// moving them to another division while it waits, is refused until the side is split.
import { CommandError } from '../../../shared/contract/errors';
import type { Player } from '../../../shared/model/player';
import type { HandlerContext } from '../../core/context';
import { formedSides } from './formed-sides';

/** Whether `player`'s side keeps them when their check-in is taken back (`removing`: their
 * registration removed, which is refused); `entryId`: their entry, which never sat (the core
 * refused before otherwise). A side a pairing took waits again; one read from an event file is
 * formed here as it goes back to waiting. */
export function releaseFromSide(ctx: HandlerContext, player: Player, entryId: number | null, removing: boolean): boolean {
  const formed = formedSides(ctx.store);
  const entry = entryId === null ? undefined : ctx.store.entries.get(entryId);
  const side = formed.ofPlayer(player.id) ?? (entry && entry.playerIds.length > 1 ? formed.get(formed.adopt(entry)) : undefined);
  if (!side) return false;
  if (removing) throw new CommandError('conflict', `${player.name} is in the side “${side.name}”; split it first.`, { reason: 'remove_player_in_side', name: player.name, side: side.name });
  if (side.entryId !== null) {
    ctx.store.players.removeEntry(side.entryId);
    formed.waitsAgain(side.id);
    ctx.changed({ entity: 'entry', eventId: player.eventId });
  }
  return true;
}

/** Refuses moving `player` out of their division while they are in a side no pairing took yet. */
export function refuseMoveFromSide(ctx: HandlerContext, player: Player): void {
  const side = formedSides(ctx.store).ofPlayer(player.id);
  if (!side || side.entryId !== null) return;
  throw new CommandError('conflict', `${player.name} is in the side “${side.name}” of their division; split it first.`, {
    reason: 'division_in_side',
    id: player.id,
    name: player.name,
    side: side.name,
    fields: [{ path: 'divisionId', message: 'In a side of their division', code: 'division_in_side' }],
  });
}
