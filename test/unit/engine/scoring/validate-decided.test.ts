// No game follows a decided match (Attacktix 5.2, 4.1.9.2; a Generic best of N): for every ruleset
// with games per match, every run of game winners is refused exactly where a game follows the one
// that gave a side the wins deciding it, naming that game; a match whose games are all played
// (Netrunner's two) never is.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attacktixRuleset, genericRuleset, NETRUNNER_1996 } from '../../../../electron/engine/rulesets';
import type { Ruleset } from '../../../../electron/engine/rulesets/types';
import { validateMatchResult } from '../../../../electron/engine/rulesets';
import type { GameResult } from '../../../../electron/engine/types';
import { game } from './helpers';

/** Seat 1 or 2 won the game, or it was drawn; where the ruleset has roles, they swap each game. */
function played(ruleset: Ruleset, winners: readonly (0 | 1 | 2)[]): GameResult[] {
  return winners.map((w, i) => {
    const roles = ruleset.roles.length === 2 ? (i % 2 === 0 ? ruleset.roles : [...ruleset.roles].reverse()) : [];
    const outcome = (seat: 1 | 2) => (w === 0 ? 'draw' : w === seat ? 'win' : 'loss');
    return game([1, outcome(1), 0, roles[0]], [2, outcome(2), 0, roles[1]]);
  });
}

/** The independent reading: the first game one side plays after winning `wins` games. */
function firstAfterDecision(winners: readonly (0 | 1 | 2)[], wins: number): { game: number; entryId: number } | null {
  const won = { 1: 0, 2: 0 };
  for (const [i, w] of winners.entries()) {
    const decided = ([1, 2] as const).find((seat) => won[seat] >= wins);
    if (decided) return { game: i + 1, entryId: decided };
    if (w !== 0) won[w] += 1;
  }
  return null;
}

const rulesets: [string, Ruleset, number][] = [
  ...[2, 3, 4, 5].map((n): [string, Ruleset, number] => [`Attacktix first to ${n}`, attacktixRuleset({ gamesToWin: n }), n]),
  ...[2, 3, 4, 5, 7, 9].map((n): [string, Ruleset, number] => [`Generic best of ${n}`, genericRuleset({ gamesPerMatch: n }), Math.floor(n / 2) + 1]),
  ['Generic best of 3, first move by a call', genericRuleset({ gamesPerMatch: 3, firstMove: 'call' }), 2],
];

describe('a game after a decided match', () => {
  it('Attacktix first to 2: a third game after 2-0 is refused, naming it and the side that had won', () => {
    const notes = validateMatchResult(attacktixRuleset({ gamesToWin: 2 }), [1, 2], played(attacktixRuleset({ gamesToWin: 2 }), [1, 1, 2]));
    expect(notes).toEqual([{ code: 'game_after_decision', params: { game: 3, entryId: 1, wins: 2 } }]);
    expect(validateMatchResult(attacktixRuleset({ gamesToWin: 2 }), [1, 2], played(attacktixRuleset({ gamesToWin: 2 }), [2, 1, 2]))).toEqual([]);
  });

  it('Generic best of 3: a third game after 2-0 is refused, also when it is a draw or unfinished', () => {
    const bo3 = genericRuleset({ gamesPerMatch: 3 });
    expect(validateMatchResult(bo3, [1, 2], played(bo3, [2, 2, 0]))).toEqual([{ code: 'game_after_decision', params: { game: 3, entryId: 2, wins: 2 } }]);
    const unfinished = [...played(bo3, [1, 1]), game([1, 'unfinished', 0], [2, 'unfinished', 0])];
    expect(validateMatchResult(bo3, [1, 2], unfinished)).toEqual([{ code: 'game_after_decision', params: { game: 3, entryId: 1, wins: 2 } }]);
    expect(validateMatchResult(bo3, [1, 2], played(bo3, [1, 0, 2]))).toEqual([]);
  });

  it.each(rulesets)('%s: refused exactly where a game follows the deciding win', (_name, ruleset, wins) => {
    const { gamesPerMatch } = ruleset;
    const outcome = ruleset.drawsAllowed ? fc.constantFrom<0 | 1 | 2>(0, 1, 2) : fc.constantFrom<0 | 1 | 2>(1, 2);
    fc.assert(
      fc.property(fc.array(outcome, { minLength: 1, maxLength: gamesPerMatch }), (winners) => {
        const notes = validateMatchResult(ruleset, [1, 2], played(ruleset, winners)).filter((n) => n.code === 'game_after_decision');
        const after = firstAfterDecision(winners, wins);
        expect(notes).toEqual(after ? [{ code: 'game_after_decision', params: { ...after, wins } }] : []);
      }),
    );
  });

  it('Netrunner plays both games of its match: a 2-0 is taken as it always was', () => {
    const nr = [game([1, 'win', 10, 'corp'], [2, 'loss', 0, 'runner']), game([1, 'win', 10, 'runner'], [2, 'loss', 0, 'corp'])];
    expect(validateMatchResult(NETRUNNER_1996, [1, 2], nr)).toEqual([]);
  });
});
