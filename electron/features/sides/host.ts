// runtime: node. Sides of several players at the desk (Attacktix doubles): list, form, split; how
// a division that plays them makes its entries (sides.ts), and that its side size stays while
// sides are formed; the sides no pairing has taken yet in the event file (event-file.ts).
import { CommandError } from '../../../shared/contract/errors';
import { sides } from '../../../shared/features/sides/contract';
import type { CorePlayer } from '../../../shared/model/player';
import type { HandlerContext } from '../../core/context';
import type { StoredDivision } from '../../store/repositories/divisions';
import { divisionRuleset, requireDivision } from '../../core/services/divisions';
import { requireEvent } from '../../core/services/event-state';
import { defineFeatureHost } from '../feature';
import { featureOptions } from '../options';
import { sidesEventFile } from './event-file';
import { checkSidePlayers, enterSides, sidesOf, sideView } from './sides';
import { formedSides, pairedSidesAdopted, sidesOutOfEntries, type FormedSide } from './formed-sides';
import { refuseMoveFromSide, releaseFromSide } from './held-players';

function requirePlayers(ctx: HandlerContext, eventId: number, ids: readonly number[]): CorePlayer[] {
  return ids.map((id) => {
    const player = ctx.store.players.get(id);
    if (!player || player.eventId !== eventId) throw new CommandError('not_found', `There is no player ${id} in this event.`, { reason: 'no_player', id });
    return player;
  });
}

function requireSide(ctx: HandlerContext, id: number): FormedSide {
  const side = formedSides(ctx.store).get(id);
  if (!side) throw new CommandError('not_found', `There is no side ${id}.`, { reason: 'no_such_side', id });
  return side;
}

/** Sides formed at the desk are of the division's side size: it changes (doubles to singles) only
 * once they are split, so no player is left in a side the division no longer plays. */
function refuseResize(ctx: HandlerContext, division: StoredDivision): void {
  const formed = sidesOf(ctx.store, division.id);
  if (formed.length === 0) return;
  throw new CommandError('conflict', `The division “${division.name}” has ${formed.length} side(s) formed; split them before changing how many players a side has.`, {
    reason: 'sides_formed',
    division: division.name,
    sides: formed.length,
  });
}

export const sidesHost = defineFeatureHost({
  contract: sides,
  entries: {
    size: (ruleset) => featureOptions(ruleset, sides)?.size ?? null,
    enter: enterSides,
    refuseResize,
    release: releaseFromSide,
    refuseMove: refuseMoveFromSide,
    filed: (store, entry) => void formedSides(store).adopt(entry),
  },
  eventFile: sidesEventFile,
  migrations: [sidesOutOfEntries, pairedSidesAdopted],
  handlers: {
    'side.list'({ eventId, divisionId }, ctx) {
      requireEvent(ctx.store, eventId);
      const division = requireDivision(ctx.store, eventId, divisionId);
      return sidesOf(ctx.store, division.id);
    },
    'side.form'(input, ctx) {
      const event = requireEvent(ctx.store, input.eventId);
      const division = requireDivision(ctx.store, event.id, input.divisionId);
      const first = requireDivision(ctx.store, event.id);
      const players = requirePlayers(ctx, event.id, input.playerIds);
      checkSidePlayers(ctx.store, divisionRuleset(event, division), division, first.id, event.date, players);
      const name = input.name ?? players.map((p) => p.name).join(' / ');
      const id = formedSides(ctx.store).insert(event.id, division.id, name, players.map((p) => p.id));
      const side = sideView(ctx.store, formedSides(ctx.store).get(id)!);
      ctx.annotate({ before: null, after: { name: side.name, playerIds: side.players.map((p) => p.id), divisionId: division.id } });
      ctx.changed({ entity: 'entry', eventId: event.id });
      return side;
    },
    'side.split'(input, ctx) {
      const formed = requireSide(ctx, input.id);
      if (formed.entryId !== null) {
        const round = ctx.store.entries.get(formed.entryId)!.joinedRound;
        throw new CommandError('conflict', `${formed.name} has been paired (from round ${round}); it stays a side: drop it instead.`, {
          reason: 'side_paired',
          name: formed.name,
          round,
        });
      }
      if (!formedSides(ctx.store).split(formed.id, input.version)) {
        throw new CommandError('conflict', `${formed.name} was changed at another desk meanwhile; reload and try again.`, { reason: 'entry_changed', name: formed.name, id: formed.id });
      }
      const side = sideView(ctx.store, formed);
      ctx.annotate({ before: { name: side.name, playerIds: side.players.map((p) => p.id), divisionId: side.divisionId }, after: null });
      ctx.changed({ entity: 'entry', eventId: formed.eventId });
      return side;
    },
  },
});
