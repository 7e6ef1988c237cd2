// The options form's fields come from each ruleset's options schema, in its order: numbers, choices
// with their values, check boxes; lists (the tiebreakers) are left to their own picker.
import { describe, expect, it } from 'vitest';
import { generic, netrunner1996 } from '../../../../electron/engine/rulesets';
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
      { path: 'lateEntry.missedRound', kind: 'choice', choices: ['loss', 'draw', 'none'] },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
      { path: 'clock.finishTurnMinutes', kind: 'number' },
    ]);
  });
});
