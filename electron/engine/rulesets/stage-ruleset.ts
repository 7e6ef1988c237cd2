// runtime: pure
// A stage's ruleset: the event's, with what its stage plan sets of its own (Doomtrooper: tables of
// 3-6 to 25 PP, then head-to-head to 40 PP, then a playoff never ended for time) and the plan
// itself, whose options its stage kind reads (a match for third place…). Everything that pairs,
// checks or ranks a stage's tables reads this one, so no caller names a game. The same object
// comes back for the same ruleset and stage, so what is kept by ruleset stays kept.
import type { Ruleset } from './types';

const made = new WeakMap<Ruleset, Map<number, Ruleset>>();

/** The ruleset of the stage at `position` (1-based, the division's order of stages). */
export function stageRuleset(ruleset: Ruleset, position: number): Ruleset {
  const plan = ruleset.stages[position - 1];
  if (!plan) return ruleset;
  let byStage = made.get(ruleset);
  if (!byStage) made.set(ruleset, (byStage = new Map()));
  let own = byStage.get(position);
  if (!own) {
    own = {
      ...ruleset,
      plan,
      seats: plan.seats ?? ruleset.seats,
      resultForm: { ...ruleset.resultForm, ...(plan.target !== undefined ? { target: plan.target } : {}), ...(plan.untimed ? { untimed: true } : {}) },
    };
    byStage.set(position, own);
  }
  return own;
}

/** Whether the stage at `position` counts the rounds of the stages before it (its plan's
 * `countsEarlierRounds`), so that the core pairs and ranks it over them too. */
export function countsEarlierRounds(ruleset: Ruleset, position: number): boolean {
  return ruleset.stages[position - 1]?.countsEarlierRounds === true;
}
