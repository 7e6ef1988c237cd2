// runtime: node. An event as windows see it: with the match format its ruleset and options give.
import type { StoredEvent, TournamentEvent } from '../../../shared/model/event';
import { buildRuleset } from '../../engine/rulesets';

export function eventView(event: StoredEvent): TournamentEvent {
  const r = buildRuleset(event.ruleset, event.options);
  return { ...event, format: { scoring: r.scoring, gamesPerMatch: r.gamesPerMatch, drawsAllowed: r.drawsAllowed, roles: [...r.roles] } };
}
