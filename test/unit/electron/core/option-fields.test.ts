// The options form's fields come from each ruleset's options schema, in its order: numbers, choices
// with their values, check boxes; lists (the tiebreakers) are left to their own picker.
import { describe, expect, it } from 'vitest';
import { attacktix, generic, netrunner1996, rulesetIds, rulesetModule } from '../../../../electron/engine/rulesets';
import desk from '../../../../renderer/src/i18n/en/desk.json';
import { optionFields } from '../../../../electron/core/services/option-fields';

describe('option fields', () => {
  it('Netrunner lets the organizer set a playoff and the clock only', () => {
    expect(optionFields(netrunner1996.options)).toEqual([
      { path: 'playoff', kind: 'choice', choices: ['none', 'elimination', 'double_elimination'] },
      { path: 'cut', kind: 'number' },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
    ]);
  });

  it('Generic offers every setting of its schema, each as its kind, in the schema order', () => {
    expect(optionFields(generic.options)).toEqual([
      { path: 'format', kind: 'choice', choices: ['swiss', 'elimination', 'double_elimination', 'round_robin'] },
      { path: 'playoff', kind: 'choice', choices: ['none', 'elimination', 'double_elimination'] },
      { path: 'cut', kind: 'number' },
      { path: 'thirdPlace', kind: 'check' },
      { path: 'tieBreakRoundRobin', kind: 'check' },
      { path: 'grandFinalReset', kind: 'check' },
      { path: 'gamesPerMatch', kind: 'number' },
      { path: 'firstMove', kind: 'choice', choices: ['none', 'call'] },
      { path: 'drawsAllowed', kind: 'check' },
      { path: 'matchPoints.win', kind: 'number' },
      { path: 'matchPoints.draw', kind: 'number' },
      { path: 'matchPoints.loss', kind: 'number' },
      { path: 'matchPoints.bye', kind: 'number' },
      { path: 'byePolicy', kind: 'choice', choices: ['lowest_ranked_without_bye', 'highest_in_lowest_odd_group'] },
      { path: 'seatBalance', kind: 'check' },
      { path: 'arrivalQueue', kind: 'check' },
      { path: 'forfeiture', kind: 'check' },
      { path: 'ages.min', kind: 'number' },
      { path: 'ages.max', kind: 'number' },
      { path: 'lateEntry.missedRound', kind: 'choice', choices: ['loss', 'draw', 'none'] },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
      { path: 'clock.finishTurnMinutes', kind: 'number' },
    ]);
  });
});

describe('Attacktix option fields', () => {
  it('in the order the desk shows them: format, games to win, third place, the division, the clock', () => {
    expect(optionFields(attacktix.options)).toEqual([
      { path: 'format', kind: 'choice', choices: ['elimination', 'round_robin'] },
      { path: 'gamesToWin', kind: 'number' },
      { path: 'thirdPlace', kind: 'check' },
      { path: 'pointLevel', kind: 'choice', choices: ['100', '200', '400'] },
      { path: 'play', kind: 'choice', choices: ['singles', 'doubles'] },
      { path: 'ageClass', kind: 'choice', choices: ['open', 'children', 'adolescents', 'adults', 'parent_child'] },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
    ]);
  });
});

describe('the catalog names every ruleset, option and choice the desk draws', () => {
  const event = desk.event as { rulesets: Record<string, string>; options: Record<string, unknown>; choices: Record<string, unknown> };
  const at = (tree: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), tree);
  it.each(rulesetIds())('%s', (id) => {
    expect(typeof event.rulesets[id]).toBe('string');
    for (const f of optionFields(rulesetModule(id).options)) {
      expect(typeof at(event.options, f.path), f.path).toBe('string');
      for (const c of f.choices ?? []) expect(typeof at(event.choices, `${f.path}.${c}`), `${f.path}.${c}`).toBe('string');
    }
  });
  it('and the codes of the Attacktix options refused', () => {
    expect(typeof (desk.event.optionErrors as Record<string, string>).parent_child_needs_doubles).toBe('string');
  });
});
