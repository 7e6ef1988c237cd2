// runtime: node. The rulesets of the registry with their default options and the fields of their
// options form, so the desk offers the organizer exactly what the engine accepts.
import { buildRuleset, rulesetIds, rulesetModule } from '../../engine/rulesets';
import type { Handlers } from '../context';
import { optionFields } from '../services/option-fields';

export const rulesetHandlers: Pick<Handlers, 'ruleset.list'> = {
  'ruleset.list'() {
    return rulesetIds().map((id) => {
      const module = rulesetModule(id);
      return {
        id,
        defaults: module.options.parse({}) as Record<string, unknown>,
        optionFields: optionFields(module.options),
        tiebreakerLibrary: [...module.tiebreakerLibrary],
        plannedRounds: buildRuleset(id).stages[0]?.rounds ?? null,
      };
    });
  },
};
