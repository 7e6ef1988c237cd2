// runtime: node. What a player's squad must add up to: the level of the division they play in, as
// its ruleset names the feature (the division's point level and half of it), read here alone.
import { CommandError } from '../../../shared/contract/errors';
import { squads } from '../../../shared/features/squads/contract';
import type { SquadRules } from '../../../shared/features/squads/model';
import { playerRuleset } from '../../core/services/player-ruleset';
import type { Store } from '../../store/store';
import { featureOptions } from '../options';

/** The squad level of the player's division, or null where its ruleset has no squads. */
export function squadRulesFor(store: Store, playerId: number): SquadRules | null {
  return featureOptions(playerRuleset(store, playerId), squads);
}

/** The same, refusing a player whose event plays without squads. */
export function requireSquadRules(store: Store, playerId: number): SquadRules {
  const rules = squadRulesFor(store, playerId);
  if (!rules) {
    throw new CommandError('conflict', 'This event’s ruleset has no squads or figure inspection.', { reason: 'no_squads', playerId });
  }
  return rules;
}
