// runtime: node. What a player's squad must add up to. The one place that reads it: today the
// ruleset of the player's event gives the level; with divisions it will be the player's
// division's, changed here alone.
import { CommandError } from '../../../shared/contract/errors';
import type { Player } from '../../../shared/model/player';
import type { SquadRules } from '../../../shared/model/squad';
import { buildRuleset } from '../../engine/rulesets';
import type { Store } from '../../store/store';
import { requireEvent } from './event-state';

export function requirePlayer(store: Store, id: number): Player {
  const player = store.players.get(id);
  if (!player) throw new CommandError('not_found', `There is no player ${id}.`, { reason: 'no_player', id });
  return player;
}

/** The squad level of the player's event, or null where its ruleset has no squads. */
export function squadRulesFor(store: Store, playerId: number): SquadRules | null {
  const event = requireEvent(store, requirePlayer(store, playerId).eventId);
  return buildRuleset(event.ruleset, event.options).squad ?? null;
}

/** The same, refusing a player whose event plays without squads. */
export function requireSquadRules(store: Store, playerId: number): SquadRules {
  const rules = squadRulesFor(store, playerId);
  if (!rules) {
    throw new CommandError('conflict', 'This event’s ruleset has no squads or figure inspection.', { reason: 'no_squads', playerId });
  }
  return rules;
}
