// Catan's playoff is played to 10 VP (Decision, "a shared lead in the playoff": 1.17's hour is the
// qualifying games'): a semifinal or final sheet ended at time is refused, however it reads, while
// the qualifying games may still end at time; with the playoff turned off nothing is untimed.
import { describe, expect, it } from 'vitest';
import { catanRuleset } from '../../../../../electron/engine/rulesets';
import { stageRuleset } from '../../../../../electron/engine/rulesets/stage-ruleset';
import { validateMatchResult } from '../../../../../electron/engine/rulesets';
import type { GameOutcome, GameResult } from '../../../../../electron/engine/types';

const raced = (ending: 'target' | 'time', ...seats: [number, GameOutcome, number, number][]): GameResult => ({
  seats: seats.map(([entryId, outcome, place, score]) => ({ entryId, outcome, place, score })),
  ending,
});
const atTime = raced('time', [1, 'win', 1, 8], [2, 'loss', 2, 7], [3, 'loss', 3, 4], [4, 'loss', 3, 4]);
const atTarget = raced('target', [1, 'win', 1, 10], [2, 'loss', 2, 7], [3, 'loss', 3, 4], [4, 'loss', 3, 4]);

describe('Catan playoff games', () => {
  const catan = catanRuleset();
  const qualifying = stageRuleset(catan, 1);
  const playoff = stageRuleset(catan, 2);

  it('refuse a sheet ended at time, naming the game', () => {
    expect(validateMatchResult(playoff, [1, 2, 3, 4], [atTime])).toEqual([{ code: 'ending_untimed', params: { game: 1 } }]);
    expect(validateMatchResult(playoff, [1, 2, 3, 4], [atTime], { decisive: true })).toEqual([{ code: 'ending_untimed', params: { game: 1 } }]);
  });

  it('take a sheet where a player reached 10 VP on their own turn', () => {
    expect(validateMatchResult(playoff, [1, 2, 3, 4], [atTarget], { decisive: true })).toEqual([]);
  });

  it('leave the qualifying games their ending at time', () => {
    expect(validateMatchResult(qualifying, [1, 2, 3, 4], [atTime])).toEqual([]);
    expect(catanRuleset({ playoff: 'none' }).stages.some((s) => s.untimed)).toBe(false);
  });
});
