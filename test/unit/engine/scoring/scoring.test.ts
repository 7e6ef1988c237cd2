import { describe, expect, it } from 'vitest';
import { GENERIC, genericRuleset } from '../../../../electron/engine/rulesets';
import { scoreBye } from '../../../../electron/engine/rulesets';
import { game, scoreTwo } from './helpers';

describe('Generic match', () => {
  it('one game: win 3, loss 0; a drawn game is a drawn match worth 1', () => {
    const [a, b] = scoreTwo(GENERIC, [1, 2], [game([1, 'win', 0], [2, 'loss', 0])]);
    expect(a).toMatchObject({ result: 'win', matchPoints: 3, gamesWon: 1 });
    expect(b).toMatchObject({ result: 'loss', matchPoints: 0, gamesLost: 1 });
    const [c, d] = scoreTwo(GENERIC, [1, 2], [game([1, 'draw', 0], [2, 'draw', 0])]);
    expect(c).toMatchObject({ result: 'draw', matchPoints: 1, gamesDrawn: 1 });
    expect(d.matchPoints).toBe(1);
  });
  it('best of three: 2-1 wins; configured points are used', () => {
    const r = genericRuleset({ gamesPerMatch: 3, matchPoints: { win: 2, draw: 1, loss: 0, bye: 2 } });
    const [a, b] = scoreTwo(r, [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'loss', 0], [2, 'win', 0]), game([1, 'win', 0], [2, 'loss', 0])]);
    expect(a).toMatchObject({ result: 'win', matchPoints: 2, gamesWon: 2, gamesLost: 1 });
    expect(b).toMatchObject({ result: 'loss', matchPoints: 0, gamesWon: 1, gamesLost: 2 });
  });
  it('equal games won is a drawn match; unfinished games count for nobody', () => {
    const r = genericRuleset({ gamesPerMatch: 3 });
    const [a] = scoreTwo(r, [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'loss', 0], [2, 'win', 0]), game([1, 'unfinished', 0], [2, 'unfinished', 0])]);
    expect(a).toMatchObject({ result: 'draw', matchPoints: 1, gamesWon: 1, gamesLost: 1, gamesDrawn: 0 });
  });
  it('a bye wins the match with the games that win it and the bye points', () => {
    expect(scoreBye(GENERIC, 4)).toMatchObject({ result: 'win', gamesWon: 1, matchPoints: 3 });
    expect(scoreBye(genericRuleset({ gamesPerMatch: 3, matchPoints: { bye: 2 } }), 4)).toMatchObject({ gamesWon: 2, matchPoints: 2 });
  });
});
