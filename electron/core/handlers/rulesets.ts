// runtime: node. The ruleset presets with their default options, so the desk offers the
// organizer exactly what the engine accepts.
import { GENERIC_TIEBREAKER_IDS, genericOptionsSchema, netrunnerOptionsSchema } from '../../engine/rulesets';
import type { Handlers } from '../context';

export const rulesetHandlers: Pick<Handlers, 'ruleset.list'> = {
  'ruleset.list'() {
    return [
      { id: 'netrunner-1996' as const, defaults: netrunnerOptionsSchema.parse({}), tiebreakerLibrary: [] },
      { id: 'generic' as const, defaults: genericOptionsSchema.parse({}), tiebreakerLibrary: [...GENERIC_TIEBREAKER_IDS] },
    ];
  },
};
