// runtime: node. Player registration and check-in.
import { CommandError } from '../../../shared/contract/errors';
import type { Player } from '../../../shared/model/player';
import type { HandlerContext, Handlers } from '../context';
import { requireEvent } from '../services/event-state';

function requirePlayer(ctx: HandlerContext, id: number): Player {
  const player = ctx.store.players.get(id);
  if (!player) throw new CommandError('not_found', `There is no player ${id}.`, { id });
  return player;
}

function requireVersion(player: Player, version: number): void {
  if (player.version !== version) {
    throw new CommandError(
      'conflict',
      `${player.name} was changed at another desk meanwhile; reload and try again.`,
      { id: player.id, expected: version, actual: player.version },
    );
  }
}

export const playerHandlers: Pick<
  Handlers,
  'player.register' | 'player.update' | 'player.checkIn' | 'player.list' | 'player.counts'
> = {
  'player.register'(input, ctx) {
    requireEvent(ctx.store, input.eventId);
    const player = ctx.store.players.insert(input.eventId, {
      name: input.name,
      dateOfBirth: input.dateOfBirth ?? null,
      club: input.club || null,
      contact: input.contact || null,
    });
    ctx.changed({ entity: 'player', eventId: player.eventId });
    return player;
  },
  'player.update'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    const pick = <T>(next: T | undefined, prev: T) => (next === undefined ? prev : next);
    ctx.store.players.update(player.id, input.version, {
      name: pick(input.name, player.name),
      dateOfBirth: pick(input.dateOfBirth, player.dateOfBirth),
      club: pick(input.club, player.club) || null,
      contact: pick(input.contact, player.contact) || null,
    });
    ctx.changed({ entity: 'player', eventId: player.eventId });
    return requirePlayer(ctx, player.id);
  },
  'player.checkIn'(input, ctx) {
    const player = requirePlayer(ctx, input.id);
    requireVersion(player, input.version);
    if (player.checkInOrder !== null) return player;
    ctx.store.players.checkIn(player.id, player.eventId, input.version, ctx.now);
    ctx.changed({ entity: 'player', eventId: player.eventId });
    return requirePlayer(ctx, player.id);
  },
  'player.list'(input, ctx) {
    requireEvent(ctx.store, input.eventId);
    return ctx.store.players.list(input.eventId, input.filter ?? '', input.checkedInOnly ?? false, input.limit);
  },
  'player.counts'({ eventId }, ctx) {
    requireEvent(ctx.store, eventId);
    return ctx.store.players.counts(eventId);
  },
};
