// runtime: pure
export * from './types';
export { buildRuleset, isRulesetId, registerRuleset, rulesetIds, rulesetModule } from './registry';
export { defineRuleset, type RulesetModule } from './module';
export { pairedSeatRole } from './seat-role';
export { computeStandings, standingsRules, tiebreakerOf } from './standings';
export { countsEarlierRounds, stageRuleset } from './stage-ruleset';
export { FIRST_MOVE_ROLES, GENERIC, generic, genericRuleset, genericOptionsSchema } from './generic';
export type { GenericOptions, GenericOptionsInput } from './generic';
export { NETRUNNER_1996, netrunner1996, netrunnerRuleset, netrunnerOptionsSchema } from './netrunner-1996';
export type { NetrunnerOptions } from './netrunner-1996';
export { playoffOptions, seatedPlayoffOptions, withPlayoff, type PlayoffKind } from './playoff';
export { ATTACKTIX, attacktix, attacktixRuleset, attacktixOptionsSchema } from './attacktix';
export type { AttacktixOptions, AttacktixOptionsInput } from './attacktix';
export { CATAN_QUALIFYING, catan, catanRuleset, catanOptionsSchema } from './catan';
export type { CatanOptionsInput, CatanRuleset } from './catan';
export { doomtrooper, doomtrooperRuleset, doomtrooperOptionsSchema } from './doomtrooper';
export type { DoomtrooperOptionsInput, DoomtrooperRuleset } from './doomtrooper';
