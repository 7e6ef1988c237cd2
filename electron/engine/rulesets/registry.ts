// runtime: pure
// The rulesets by id: the one list every other place derives from (the desk's choices and
// options, the core's checks of a stored event, the engine's scoring). A new game is one module
// and one line here (docs/architecture.md, "Adding a game").
import { attacktix } from './attacktix';
import { catan } from './catan';
import { doomtrooper } from './doomtrooper';
import { generic } from './generic';
import type { RulesetModule } from './module';
import { netrunner1996 } from './netrunner-1996';
import type { Ruleset } from './types';

const modules = new Map<string, RulesetModule>([netrunner1996, generic, attacktix, catan, doomtrooper].map((m) => [m.id, m]));

/** Adds a ruleset (a test's, or a game loaded later); returns how to take it out again. */
export function registerRuleset(module: RulesetModule): () => void {
  if (modules.has(module.id)) throw new Error(`A ruleset "${module.id}" is registered already.`);
  modules.set(module.id, module);
  return () => modules.delete(module.id);
}

export function isRulesetId(id: string): boolean {
  return modules.has(id);
}

/** Every ruleset id, in the order the desk offers them. */
export function rulesetIds(): string[] {
  return [...modules.keys()];
}

/** The module of a registered ruleset. Stored events and inputs are checked with isRulesetId
 * first, so an unknown id here is a bug, not a user's mistake. */
export function rulesetModule(id: string): RulesetModule {
  const module = modules.get(id);
  if (!module) throw new Error(`There is no ruleset "${id}".`);
  return module;
}

/** The preset with an event's stored options applied (throws the options' ZodError). */
export function buildRuleset(id: string, options: unknown = {}): Ruleset {
  return rulesetModule(id).build(options);
}
