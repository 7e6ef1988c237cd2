// runtime: pure
// The preset registry by id. A stored event keeps the id plus its options and rebuilds here.
import { GENERIC, genericRuleset, type GenericOptionsInput } from './generic';
import { NETRUNNER_1996, netrunnerRuleset } from './netrunner-1996';
import type { RulesetId, SwissRuleset } from './types';

export const RULESETS: Readonly<Record<RulesetId, SwissRuleset>> = Object.freeze({
  'netrunner-1996': NETRUNNER_1996,
  generic: GENERIC,
});

export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

export function isRulesetId(id: string): id is RulesetId {
  return Object.prototype.hasOwnProperty.call(RULESETS, id);
}

/** The preset with an event's stored options applied (options are parsed by the preset's schema). */
export function buildRuleset(id: RulesetId, options: unknown = {}): SwissRuleset {
  if (id === 'netrunner-1996') return netrunnerRuleset(options as Parameters<typeof netrunnerRuleset>[0]);
  return genericRuleset(options as GenericOptionsInput);
}

export * from './types';
export { GENERIC, genericRuleset, genericOptionsSchema } from './generic';
export type { GenericOptions, GenericOptionsInput } from './generic';
export { NETRUNNER_1996, netrunnerRuleset, netrunnerOptionsSchema } from './netrunner-1996';
export type { NetrunnerOptions } from './netrunner-1996';
