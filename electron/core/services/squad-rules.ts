// runtime: node. What a player's squad must add up to: the level of the division they play in
// (its own options, or the event's), read here alone; the same ruleset says whether the player
// hands in a collection list.
import { CommandError } from '../../../shared/contract/errors';
import type { Player } from '../../../shared/model/player';
import type { SquadRules } from '../../../shared/model/squad';
import type { Ruleset } from '../../engine/rulesets';
import type { Store } from '../../store/store';
import { divisionRuleset, requireDivision } from './divisions';
import { requireEvent } from './event-state';

export function requirePlayer(store: Store, id: number): Player {
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

/** The squad level of the player's division, or null where its ruleset has no squads. */
export function squadRulesFor(store: Store, playerId: number): SquadRules | null {
  return playerRuleset(store, playerId).squad ?? null;
}

/** The same, refusing a player whose event plays without squads. */
export function requireSquadRules(store: Store, playerId: number): SquadRules {
  const rules = squadRulesFor(store, playerId);
  if (!rules) {
    throw new CommandError('conflict', 'This event’s ruleset has no squads or figure inspection.', { reason: 'no_squads', playerId });
  }
  return rules;
}
