// runtime: node. The ruleset a round's tables play: its division's (the event's first division
// where the round names none).
import type { Ruleset } from '../../engine/rulesets/types';
import type { Store } from '../../store/store';
import { divisionRuleset, requireDivision } from './divisions';
import { requireEvent } from './event-state';

export function roundRuleset(store: Store, round: { eventId: number; divisionId?: number | undefined }): Ruleset {
  const event = requireEvent(store, round.eventId);
  return divisionRuleset(event, requireDivision(store, round.eventId, round.divisionId));
}
