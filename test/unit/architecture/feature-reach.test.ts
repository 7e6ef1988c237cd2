// Holds how far the game features reach outside their own modules (feature-reach.ts): issue 27's
// condition, at most 40 files in all and each a registry line (the features' registries, and the
// registry lines of the fields they add to a table, a player and an old event file) or a
// ruleset's features and their options. A file names a feature by its words or by importing from
// its folders. The budget is what it has come down to, so a feature that spreads again fails here.
import { describe, expect, it } from 'vitest';
import { featureReach } from './feature-reach';

/** Files naming a feature outside its folders, all features together, as of the last move. */
const budget = 33;

/** Where naming a feature is a registry line. */
const registries = ['electron/features/registry.ts', 'shared/features/registry.ts', 'renderer/src/features/registry.ts', 'shared/features/table-fields.ts', 'shared/features/player-fields.ts', 'shared/features/old-file-fields.ts', 'shared/features/entry-fields.ts'];

/** A ruleset module names the features it uses, with their options. */
const isRuleset = (file: string) => file.startsWith('electron/engine/rulesets/');

describe('game features kept in their modules', () => {
  it(`name no more files outside their own folders than the ${budget} they were brought down to`, () => {
    const reach = featureReach();
    const total = reach.reduce((n, r) => n + r.files.length, 0);
    expect(total, reach.map((r) => `${r.id}: ${r.files.length}`).join(', ')).toBeLessThanOrEqual(budget);
  });

  it('are named outside their folders only by a registry or a ruleset', () => {
    const elsewhere = featureReach().flatMap((r) => r.files.filter((f) => !registries.includes(f) && !isRuleset(f)).map((f) => `${r.id}: ${f}`));
    expect(elsewhere).toEqual([]);
  });
});
