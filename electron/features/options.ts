// runtime: pure. What a ruleset says about a feature it uses (its `features[id]`), read through the
// feature's options schema; null where the ruleset does not use it. A feature every event has is
// used with the options its schema gives `{}` where the ruleset says nothing of it.
import type { FeatureContract, FeatureOptions } from '../../shared/features/feature';
import type { Ruleset } from '../engine/rulesets/types';

export function featureOptions<F extends FeatureContract>(ruleset: Ruleset, contract: F): FeatureOptions<F> | null {
  const raw = ruleset.features?.[contract.id] ?? (contract.everyEvent ? {} : undefined);
  return raw === undefined ? null : (contract.options.parse(raw) as FeatureOptions<F>);
}
