// runtime: node. The division a command is about, and the ruleset it plays: its own options, or
// the event's when it has none.
import { CommandError } from '../../../shared/contract/errors';
import type { StoredEvent } from '../../../shared/model/event';
import { buildRuleset, type Ruleset } from '../../engine/rulesets';
import type { StoredDivision } from '../../store/repositories/divisions';
import type { Store } from '../../store/store';

/** The event's division `divisionId`, or its first when none is named; refused when the event has
 * no such division. */
export function requireDivision(store: Store, eventId: number, divisionId?: number): StoredDivision {
  const division = divisionId === undefined ? store.divisions.first(eventId) : store.divisions.get(divisionId);
  if (!division || division.eventId !== eventId) {
    const which = divisionId === undefined ? 'division' : `division ${divisionId}`;
    throw new CommandError('not_found', `Event ${eventId} has no ${which}.`, {
      reason: 'no_division',
      eventId,
      divisionId: divisionId ?? null,
      fields: [{ path: 'divisionId', message: 'Not a division of this event', code: 'no_division' }],
    });
  }
  return division;
}

/** The ruleset options a division plays. */
export function divisionOptions(event: StoredEvent, division: StoredDivision): Record<string, unknown> {
  return division.options ?? event.options;
}

export function divisionRuleset(event: StoredEvent, division: StoredDivision): Ruleset {
  return buildRuleset(event.ruleset, divisionOptions(event, division));
}
