// Stage kinds by id: the Swiss stage is over once its last planned round is closed, never while
// the organizer has not decided how many rounds to play; an unknown kind is a bug, said by name.
import { describe, expect, it } from 'vitest';
import { stageKind } from '../../../../electron/engine/stages';

describe('stage kinds', () => {
  it('Swiss is complete when the last planned round is closed', () => {
    const swiss = stageKind('swiss');
    expect(swiss.isComplete({ plannedRounds: 5, lastClosedRound: 4 })).toBe(false);
    expect(swiss.isComplete({ plannedRounds: 5, lastClosedRound: 5 })).toBe(true);
    expect(swiss.isComplete({ plannedRounds: null, lastClosedRound: 9 })).toBe(false);
  });

  it('refuses a kind it does not have, by name', () => {
    expect(() => stageKind('double_elimination')).toThrow('There is no stage kind "double_elimination".');
  });
});
