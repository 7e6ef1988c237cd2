import { describe, expect, it } from 'vitest';
import { buildRuleset, catanRuleset, countsEarlierRounds, doomtrooperRuleset, rulesetIds, stageRuleset } from '../../../../electron/engine/rulesets';

describe('stageRuleset', () => {
  const base = catanRuleset();
  const staged = { ...base, stages: [{ kind: 'table_rounds', target: 25 }, { kind: 'swiss', seats: { min: 2, max: 2 }, target: 40 }, { kind: 'seated_playoff', cut: 4, untimed: true }] };

  it('is the ruleset itself with the stage’s plan, for its stage kind’s options; the ruleset alone where there is no such stage', () => {
    expect(stageRuleset(base, 1)).toEqual({ ...base, plan: base.stages[0] });
    expect(stageRuleset(base, 3)).toBe(base);
  });
  it('takes the seats, the target and the untimed mark of the stage, and keeps the rest', () => {
    expect(stageRuleset(staged, 1).resultForm.target).toBe(25);
    expect(stageRuleset(staged, 1).seats).toEqual(base.seats);
    expect(stageRuleset(staged, 2)).toMatchObject({ seats: { min: 2, max: 2 }, resultForm: { target: 40, entry: 'race' }, clock: base.clock });
    expect(stageRuleset(staged, 3).resultForm).toMatchObject({ untimed: true, target: base.resultForm.target });
    expect(stageRuleset(staged, 1).resultForm.untimed).toBeUndefined();
  });
  it('hands back the same object for the same stage, so what is kept by ruleset stays kept', () => {
    expect(stageRuleset(staged, 2)).toBe(stageRuleset(staged, 2));
  });
});

describe('countsEarlierRounds', () => {
  it("is Doomtrooper's Swiss alone: its ranking is across rounds, its free-for-all tables and its semifinals count their own", () => {
    const doom = doomtrooperRuleset();
    expect(doom.stages.map((_, i) => countsEarlierRounds(doom, i + 1))).toEqual([false, true, false]);
    expect(countsEarlierRounds(doom, 4)).toBe(false);
  });
  it('is set by no other ruleset, with or without a playoff', () => {
    for (const id of rulesetIds().filter((r) => r !== 'doomtrooper')) {
      for (const options of [{}, { playoff: 'elimination' }, { playoff: 'seated_playoff' }]) {
        let ruleset;
        try {
          ruleset = buildRuleset(id, options);
        } catch {
          continue;
        }
        expect(ruleset.stages.some((s) => s.countsEarlierRounds)).toBe(false);
      }
    }
  });
});
