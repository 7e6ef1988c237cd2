// The options form's fields come from each ruleset's options schema: numbers, then choices with
// their values, then check boxes; lists (the tiebreakers) are left to their own picker.
import { describe, expect, it } from 'vitest';
import { generic, netrunner1996 } from '../../../../electron/engine/rulesets';
import { optionFields } from '../../../../electron/core/services/option-fields';

describe('option fields', () => {
  it('Netrunner lets the organizer set the clock and a playoff only', () => {
    expect(optionFields(netrunner1996.options)).toEqual([
      { path: 'cut', kind: 'number' },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
      { path: 'playoff', kind: 'choice', choices: ['none', 'elimination'] },
    ]);
  });

  it('Generic offers every setting of its schema, each as its kind', () => {
    expect(optionFields(generic.options)).toEqual([
      { path: 'cut', kind: 'number' },
      { path: 'gamesPerMatch', kind: 'number' },
      { path: 'clock.roundMinutes', kind: 'number' },
      { path: 'clock.warningMinutes', kind: 'number' },
      { path: 'clock.finishTurnMinutes', kind: 'number' },
      { path: 'matchPoints.win', kind: 'number' },
      { path: 'matchPoints.draw', kind: 'number' },
      { path: 'matchPoints.loss', kind: 'number' },
      { path: 'matchPoints.bye', kind: 'number' },
      { path: 'format', kind: 'choice', choices: ['swiss', 'elimination', 'round_robin'] },
      { path: 'playoff', kind: 'choice', choices: ['none', 'elimination'] },
      { path: 'byePolicy', kind: 'choice', choices: ['lowest_ranked_without_bye', 'highest_in_lowest_odd_group'] },
      { path: 'lateEntry.missedRound', kind: 'choice', choices: ['loss', 'draw', 'none'] },
      { path: 'thirdPlace', kind: 'check' },
      { path: 'tieBreakRoundRobin', kind: 'check' },
      { path: 'drawsAllowed', kind: 'check' },
      { path: 'seatBalance', kind: 'check' },
    ]);
  });
});
