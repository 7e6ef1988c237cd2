// runtime: pure
// Generic's firstMove 'call' (Attacktix 4.1.8.3): whoever won the call moves first in game 1,
// seat 1 or seat 2, and the first move then alternates; the result's roles say who moved first.
import { describe, expect, it } from 'vitest';
import { genericRuleset, NETRUNNER_1996 } from '../../../../electron/engine/rulesets';
import { scoreTable } from '../../../../electron/engine/rulesets/score-table';
import { validateMatchResult } from '../../../../electron/engine/rulesets/validate-result';
import { game } from './helpers';

const CALL = genericRuleset({ format: 'elimination', gamesPerMatch: 3, drawsAllowed: false, firstMove: 'call' });
const codes = (notes: { code: string }[]) => notes.map((n) => n.code);

describe('Generic firstMove call', () => {
  it('is two roles that swap, with game 1 taken by the call', () => {
    expect(CALL.roles).toEqual(['first', 'second']);
    expect(CALL.firstRoleBy).toBe('call');
    expect(genericRuleset({ gamesPerMatch: 3 })).toMatchObject({ roles: [], firstRoleBy: 'seat' });
  });

  it('accepts seat 2 winning the call, and scores the match 2-1', () => {
    const games = [
      game([1, 'loss', 0, 'second'], [2, 'win', 0, 'first']),
      game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second']),
      game([1, 'loss', 0, 'second'], [2, 'win', 0, 'first']),
    ];
    expect(validateMatchResult(CALL, [1, 2], games, { decisive: true })).toEqual([]);
    expect(scoreTable(CALL, [1, 2], games).map((s) => s.result)).toEqual(['loss', 'win']);
  });

  it('accepts seat 1 winning the call, and a match decided 2-0 in two games', () => {
    const games = [game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second']), game([1, 'win', 0, 'second'], [2, 'loss', 0, 'first'])];
    expect(validateMatchResult(CALL, [1, 2], games, { decisive: true })).toEqual([]);
  });

  it('refuses a later game where the same player moves first again', () => {
    const games = [
      game([1, 'loss', 0, 'second'], [2, 'win', 0, 'first']),
      game([1, 'win', 0, 'second'], [2, 'loss', 0, 'first']),
      game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second']),
    ];
    const notes = validateMatchResult(CALL, [1, 2], games, { decisive: true });
    expect(notes).toContainEqual({ code: 'roles_not_swapped', params: { game: 2, entryId: 2, role: 'first' } });
  });

  it('refuses a game that does not say who moved first', () => {
    const notes = validateMatchResult(CALL, [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'win', 0], [2, 'loss', 0])]);
    expect(codes(notes)).toContain('role_missing');
  });

  it('leaves Netrunner as it was: roles fixed by the seat at pairing, swapped every game', () => {
    expect(NETRUNNER_1996.firstRoleBy).toBe('seat');
    const notSwapped = [game([1, 'win', 7, 'corp'], [2, 'loss', 3, 'runner']), game([1, 'loss', 4, 'corp'], [2, 'win', 7, 'runner'])];
    expect(codes(validateMatchResult(NETRUNNER_1996, [1, 2], notSwapped))).toEqual(['roles_not_swapped', 'roles_not_swapped']);
  });
});
