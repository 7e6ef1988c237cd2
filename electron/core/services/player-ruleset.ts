// runtime: node. A player, and the ruleset of the division they play in (its own options, or the
// event's): what a feature keeping players' lists reads their rules from.
import { CommandError } from '../../../shared/contract/errors';
import type { CorePlayer } from '../../../shared/model/player';
import type { Ruleset } from '../../engine/rulesets';
import type { Store } from '../../store/store';
import { divisionRuleset, requireDivision } from './divisions';
import { requireEvent } from './event-state';

export function requirePlayer(store: Store, id: number): CorePlayer {
  const player = store.players.get(id);
  if (!player) throw new CommandError('not_found', `There is no player ${id}.`, { reason: 'no_player', id });
  return player;
}

/** The ruleset of the division the player plays in. */
export function playerRuleset(store: Store, playerId: number): Ruleset {
  const player = requirePlayer(store, playerId);
  const event = requireEvent(store, player.eventId);
  return divisionRuleset(event, requireDivision(store, event.id, player.divisionId ?? undefined));
}
