// Where a call decides game 1's first move (Generic's firstMove 'call', Attacktix 4.1.8.3): the
// desk asks who won it, says who moves first in every later game by alternation, stores it as the
// roles 'first' and 'second', and reads the call back from a stored result.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callWinnerOf, firstMoverIn } from '../../../renderer/src/results/first-move';
import { checkDrafts, matchRules, roleOf, toGames, type GameDraft } from '../../../renderer/src/results/match-model';
import type { TournamentEvent } from '../../../shared/model/event';
import type { RoundTable } from '../../../shared/model/round';

const rules = matchRules({
  format: {
    scoring: 'match-points', gamesPerMatch: 3, gamesRequired: 1, drawsAllowed: false, roles: ['first', 'second'], firstRoleBy: 'call',
    seats: { min: 2, max: 2 }, resultForm: { entry: 'winner', scoreName: 'score', scoreRequired: false, scoreOnSlip: false },
  },
} as TournamentEvent);
// The pairing gave seat 1 no role: the call decides it.
const table = {
  id: 1, number: 1, bye: false, notes: [], manual: false, extraMinutes: 0, result: null, resultEnteredAt: null, slipCode: '1-ABCD', version: 0,
  seats: [
    { position: 1, entryId: 11, name: 'Ann', role: null },
    { position: 2, entryId: 22, name: 'Ben', role: null },
  ],
} as RoundTable;

describe('the first move by a call', () => {
  it('alternates from the call over any number of games: never the same seat twice running', () => {
    fc.assert(
      fc.property(fc.constantFrom('1' as const, '2' as const), fc.integer({ min: 1, max: 99 }), (call, n) => {
        const movers = Array.from({ length: n }, (_, g) => firstMoverIn(call, g));
        expect(movers[0]).toBe(call);
        movers.slice(1).forEach((m, g) => expect(m).not.toBe(movers[g]));
        expect(movers.filter((m) => m === call)).toHaveLength(Math.ceil(n / 2));
      }),
    );
  });

  it('stores who moved first in each game as the roles, and reads the call back', () => {
    expect(rules.roleByCall).toBe(true);
    const drafts: GameDraft[] = [{ winner: '2', scores: ['', ''] }, { winner: '1', scores: ['', ''] }, { winner: '2', scores: ['', ''] }];
    const games = toGames(drafts, table, rules, '2');
    expect(games.map((g) => g.seats.map((s) => s.role))).toEqual([
      ['second', 'first'],
      ['first', 'second'],
      ['second', 'first'],
    ]);
    expect(callWinnerOf(games, table, 'first')).toBe('2');
    expect(callWinnerOf(toGames(drafts, table, rules, '1'), table, 'first')).toBe('1');
    expect(callWinnerOf([], table, 'first')).toBe('');
  });

  it('asks for the call before saving, and names no role until it is given', () => {
    const drafts: GameDraft[] = [{ winner: '1', scores: ['', ''] }, { winner: 'skip', scores: ['', ''] }, { winner: 'skip', scores: ['', ''] }];
    expect(checkDrafts(drafts, rules)).toEqual({ call: true, winner: [false, false, false], score: [[false, false], [false, false], [false, false]] });
    expect(checkDrafts(drafts, rules, '1')).toBeNull();
    expect(roleOf(table, 1, 0, rules)).toBeNull();
    expect([0, 1, 2].map((g) => roleOf(table, 1, g, rules, '1'))).toEqual(['first', 'second', 'first']);
  });
});
