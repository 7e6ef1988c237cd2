// The three registries of built-in features agree: every contract has a host and a face, each
// under the same id, no operation is named twice, and every ruleset's `features` names a
// registered feature with options its contract accepts.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../shared/contract/operations';
import { featureContracts } from '../../../shared/features/registry';
import { featureSchemas, featureHandler } from '../../../electron/features/registry';
import { buildRuleset, rulesetIds } from '../../../electron/engine/rulesets';
import { featureViews } from '../../../renderer/src/features/registry';

describe('the built-in features', () => {
  it('each have a contract, a handler for every operation and a face, under one id', () => {
    const contracts = featureContracts();
    expect(featureViews().map((v) => v.id).sort()).toEqual(contracts.map((c) => c.id).sort());
    for (const c of contracts) for (const name of Object.keys(c.operations)) expect(featureHandler(name), name).toBeTypeOf('function');
    for (const s of featureSchemas()) expect(contracts.map((c) => c.id)).toContain(s.feature);
  });

  it("put their operations in the contract's registry, each name once", () => {
    const names = featureContracts().flatMap((c) => Object.keys(c.operations));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(Object.hasOwn(operations, name), name).toBe(true);
  });

  it("are what every ruleset's features list names, with options their contracts accept", () => {
    const known = new Map(featureContracts().map((c) => [c.id, c]));
    for (const id of rulesetIds()) {
      for (const [feature, options] of Object.entries(buildRuleset(id).features ?? {})) {
        const contract = known.get(feature);
        expect(contract, `${id} names ${feature}`).toBeDefined();
        expect(contract!.options.safeParse(options).success, `${id}: ${feature} options`).toBe(true);
      }
    }
  });
});
