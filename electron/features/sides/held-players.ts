// runtime: node. A player of a side formed at the desk, as the players' handlers ask the sides
// feature (its `entries` hook, docs/features/sides.md): the side outlives a check-in taken back,
// waiting at the desk until its players are all checked in again; removing a player of it, or
// moving them to another division, is refused until the side is split.
import { CommandError } from '../../../shared/contract/errors';
import type { Player } from '../../../shared/model/player';
import type { HandlerContext } from '../../core/context';
import { NOT_YET_PAIRED } from '../../store/repositories/entries';

/** Whether the side keeps its entry when `player` is taken back (`removing`: their registration
 * removed, which is refused). */
export function releaseFromSide(ctx: HandlerContext, player: Player, entryId: number, removing: boolean): boolean {
  const side = ctx.store.entries.get(entryId)!;
  if (side.playerIds.length < 2) return false;
  if (removing) {
    throw new CommandError('conflict', `${player.name} is in the side “${side.name}”; split it first.`, { reason: 'remove_player_in_side', name: player.name, side: side.name });
  }
  if (side.joinedRound !== NOT_YET_PAIRED) {
    ctx.store.entries.unenter(side.id, side.joinedRound);
    ctx.changed({ entity: 'entry', eventId: player.eventId });
  }
  return true;
}

/** Refuses moving `player` out of their division while they are in a side no pairing took yet. */
export function refuseMoveFromSide(ctx: HandlerContext, player: Player, entryId: number): void {
  const side = ctx.store.entries.get(entryId)!;
  if (side.joinedRound !== NOT_YET_PAIRED) return;
  throw new CommandError('conflict', `${player.name} is in the side “${side.name}” of their division; split it first.`, {
    reason: 'division_in_side',
    id: player.id,
    name: player.name,
    side: side.name,
    fields: [{ path: 'divisionId', message: 'In a side of their division', code: 'division_in_side' }],
  });
}
