import { describe, expect, it } from 'vitest';
import { NETRUNNER_1996 } from '../../../../../electron/engine/rulesets';
import { netrunnerGamePoints } from '../../../../../electron/engine/rulesets/netrunner-1996/scoring';
import { scoreBye } from '../../../../../electron/engine/rulesets';
import { game, scoreTwo } from '../../scoring/helpers';

const NR = NETRUNNER_1996;

describe('Netrunner game points (2.2.1)', () => {
  it('WIN = 10, LOSS and UNFINISHED = agenda scored', () => {
    expect(netrunnerGamePoints(NR, { entryId: 1, outcome: 'win', score: 7 })).toBe(10);
    expect(netrunnerGamePoints(NR, { entryId: 1, outcome: 'win', score: 3 })).toBe(10);
    expect(netrunnerGamePoints(NR, { entryId: 1, outcome: 'loss', score: 4 })).toBe(4);
    expect(netrunnerGamePoints(NR, { entryId: 1, outcome: 'unfinished', score: 5 })).toBe(5);
  });
});

describe('Netrunner match', () => {
  it('2-0: the winner of both games wins, points 20 against the agenda the loser scored', () => {
    const [a, b] = scoreTwo(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'loss', 2, 'runner']), game([1, 'win', 7, 'runner'], [2, 'loss', 5, 'corp'])]);
    expect(a).toMatchObject({ result: 'win', gamesWon: 2, gamesLost: 0, gamePoints: 20, opponentGamePoints: 7 });
    expect(b).toMatchObject({ result: 'loss', gamesWon: 0, gamesLost: 2, gamePoints: 7, opponentGamePoints: 20 });
  });
  it('1-1: more game points in the match wins (2.2.2)', () => {
    // A: 10 + 4 = 14, B: 3 + 10 = 13
    const [a, b] = scoreTwo(NR, [1, 2], [game([1, 'win', 7], [2, 'loss', 3]), game([1, 'loss', 4], [2, 'win', 7])]);
    expect(a).toMatchObject({ result: 'win', gamesWon: 1, gamesLost: 1, gamePoints: 14, opponentGamePoints: 13 });
    expect(b).toMatchObject({ result: 'loss', gamePoints: 13 });
  });
  it('1-1 with equal game points is a drawn match', () => {
    const [a, b] = scoreTwo(NR, [1, 2], [game([1, 'win', 7], [2, 'loss', 3]), game([1, 'loss', 3], [2, 'win', 7])]);
    expect(a.result).toBe('draw');
    expect(b.result).toBe('draw');
  });
  it('1-0 with an unfinished (never started) second game wins by games', () => {
    const [a, b] = scoreTwo(NR, [1, 2], [game([1, 'loss', 6], [2, 'win', 7]), game([1, 'unfinished', 0], [2, 'unfinished', 0])]);
    expect(b).toMatchObject({ result: 'win', gamesWon: 1, gamePoints: 10 });
    expect(a).toMatchObject({ result: 'loss', gamesLost: 1, gamePoints: 6 });
  });
  it('0-0 with both unfinished: decided by agenda, equal agenda draws', () => {
    const [a] = scoreTwo(NR, [1, 2], [game([1, 'unfinished', 5], [2, 'unfinished', 2]), game([1, 'unfinished', 0], [2, 'unfinished', 0])]);
    expect(a).toMatchObject({ result: 'win', gamePoints: 5, gamesWon: 0, opponentGamePoints: 2 });
    const [c] = scoreTwo(NR, [1, 2], [game([1, 'unfinished', 2], [2, 'unfinished', 2]), game([1, 'unfinished', 0], [2, 'unfinished', 0])]);
    expect(c.result).toBe('draw');
  });
  it('a bye is 2-0 and 20 points; the opponent scored 0 (2.4)', () => {
    expect(scoreBye(NR, 9)).toEqual({ entryId: 9, result: 'win', gamesWon: 2, gamesLost: 0, gamesDrawn: 0, gamePoints: 20, opponentGamePoints: 0, matchPoints: 0 });
  });
});
