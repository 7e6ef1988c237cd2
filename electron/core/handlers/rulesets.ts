// runtime: node. The rulesets of the registry with their default options, so the desk offers the
// organizer exactly what the engine accepts.
import { rulesetIds, rulesetModule } from '../../engine/rulesets';
import type { Handlers } from '../context';

export const rulesetHandlers: Pick<Handlers, 'ruleset.list'> = {
  'ruleset.list'() {
    return rulesetIds().map((id) => {
      const module = rulesetModule(id);
      return { id, defaults: module.options.parse({}) as Record<string, unknown>, tiebreakerLibrary: [...module.tiebreakerLibrary] };
    });
  },
};
