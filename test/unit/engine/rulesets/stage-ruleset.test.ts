import { describe, expect, it } from 'vitest';
import { catanRuleset, stageRuleset } from '../../../../electron/engine/rulesets';

describe('stageRuleset', () => {
  const base = catanRuleset();
  const staged = { ...base, stages: [{ kind: 'table_rounds', target: 25 }, { kind: 'swiss', seats: { min: 2, max: 2 }, target: 40 }, { kind: 'seated_playoff', cut: 4, untimed: true }] };

  it('is the ruleset itself where the stage sets nothing of its own', () => {
    expect(stageRuleset(base, 1)).toBe(base);
    expect(stageRuleset(base, 2)).toBe(base);
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
