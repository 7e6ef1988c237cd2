// The three registries of built-in features agree: every contract has a host and a face, each
// under the same id, no operation is named twice, every sheet a contract declares is drawn by its
// face (and no other name is), none takes a core sheet's name, and every ruleset's `features`
// names a registered feature with options its contract accepts.
import { describe, expect, it } from 'vitest';
import { operations } from '../../../shared/contract/operations';
import { featureContracts } from '../../../shared/features/registry';
import { featureSchemas, featureHandler } from '../../../electron/features/registry';
import { buildRuleset, rulesetIds } from '../../../electron/engine/rulesets';
import { featureViews } from '../../../renderer/src/features/registry';
import { isCoreSheet } from '../../../electron/venue/print-route';

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

  it('declare the sheets their faces draw, each name once and none of the core', () => {
    const views = new Map(featureViews().map((v) => [v.id, v]));
    const names = featureContracts().flatMap((c) => {
      const declared = Object.keys(c.sheets ?? {});
      expect(Object.keys(views.get(c.id)?.sheets ?? {}).sort(), c.id).toEqual(declared.sort());
      for (const [name, sheet] of Object.entries(c.sheets ?? {})) {
        expect(isCoreSheet(name), name).toBe(false);
        expect(Object.keys(c.operations), `${name}: its subject`).toContain(sheet.subject);
        expect(Object.keys((c.operations[sheet.subject]!.input as unknown as { shape: object }).shape), `${name}: ${sheet.idField}`).toEqual([sheet.idField]);
      }
      return declared;
    });
    expect(new Set(names).size).toBe(names.length);
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
