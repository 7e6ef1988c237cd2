// The Attacktix ruleset as data and its options: formats, first to N game wins (5.2), the point
// level a squad adds up to (2.2.2, 2.2.3), parent-child only in doubles (1.2.2), the first move by
// a call (4.1.8.3), no drawn game (4.1.8.1).
import { describe, expect, it } from 'vitest';
import { ATTACKTIX, attacktixOptionsSchema, attacktixRuleset, buildRuleset, isRulesetId } from '../../../../../electron/engine/rulesets';
import { gameCountRange, validateMatchResult } from '../../../../../electron/engine/rulesets';
import { game } from '../../scoring/helpers';

const codes = (notes: { code: string }[]) => notes.map((n) => n.code);

describe('the Attacktix ruleset', () => {
  it('defaults: a random single-elimination bracket of single games, 100 points, first move by a call', () => {
    expect(isRulesetId('attacktix')).toBe(true);
    expect(ATTACKTIX).toMatchObject({
      id: 'attacktix', stages: [{ kind: 'elimination', thirdPlaceMatch: false, tieBreakRoundRobin: true }],
      seats: { min: 2, max: 2 }, gamesPerMatch: 1, roles: ['first', 'second'], firstRoleBy: 'call', drawsAllowed: false,
      lateEntry: { missedRound: 'none' }, tiebreakers: [], features: { squads: { points: 100, backupPoints: 50 } },
    });
    expect(attacktixOptionsSchema.parse({})).toEqual({
      format: 'elimination', gamesToWin: 1, thirdPlace: false, pointLevel: 100, play: 'singles', ageClass: 'open',
      clock: { roundMinutes: 50, warningMinutes: 10 },
    });
  });

  it('a round robin always plays a tie for the most wins off (5.1.2.2)', () => {
    expect(buildRuleset('attacktix', { format: 'round_robin' })).toMatchObject({ stages: [{ kind: 'round_robin', tieBreakRoundRobin: true }] });
  });

  it('first to N wins: at most 2N - 1 games, at least N', () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const r = attacktixRuleset({ gamesToWin: n });
      expect(r.gamesPerMatch).toBe(2 * n - 1);
      expect(gameCountRange(r)).toEqual({ min: n, max: 2 * n - 1 });
    }
    expect(attacktixOptionsSchema.safeParse({ gamesToWin: 0 }).success).toBe(false);
    expect(attacktixOptionsSchema.safeParse({ gamesToWin: 6 }).success).toBe(false);
  });

  it('the squad is the point level, backups half of it', () => {
    expect(attacktixRuleset({ pointLevel: 200 }).features?.squads).toEqual({ points: 200, backupPoints: 100 });
    expect(attacktixRuleset({ pointLevel: 400 }).features?.squads).toEqual({ points: 400, backupPoints: 200 });
    expect(attacktixOptionsSchema.safeParse({ pointLevel: 300 }).success).toBe(false);
  });

  it('parent-child is a doubles class', () => {
    const refused = attacktixOptionsSchema.safeParse({ ageClass: 'parent_child' });
    expect(refused.error?.issues).toMatchObject([{ message: 'parent_child_needs_doubles', path: ['ageClass'] }]);
    expect(attacktixOptionsSchema.safeParse({ ageClass: 'parent_child', play: 'doubles' }).success).toBe(true);
  });

  it('a doubles side is two players (1.2.1); parent-child pairs an adult of 18 with a younger player (1.2.2)', () => {
    expect(attacktixRuleset().features?.sides).toBeUndefined();
    expect(attacktixRuleset({ play: 'doubles' }).features?.sides).toEqual({ size: 2 });
    expect(attacktixRuleset({ play: 'doubles', ageClass: 'parent_child' }).features?.sides).toEqual({ size: 2, adultAndChild: { adultAge: 18 } });
  });

  it('refuses an option it does not have, and a warning after the end of the round', () => {
    expect(attacktixOptionsSchema.safeParse({ gamesPerMatch: 3 }).success).toBe(false);
    expect(attacktixOptionsSchema.safeParse({ clock: { roundMinutes: 10, warningMinutes: 10 } }).error?.issues[0]?.message).toBe('warning_after_round_end');
  });

  it('a best of 3 goes to the first to two wins; the call decides game 1, then the first move alternates', () => {
    const r = attacktixRuleset({ gamesToWin: 2 });
    const won = [game([1, 'loss', 0, 'second'], [2, 'win', 0, 'first']), game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second']), game([1, 'loss', 0, 'second'], [2, 'win', 0, 'first'])];
    expect(validateMatchResult(r, [1, 2], won, { decisive: true })).toEqual([]);
    expect(codes(validateMatchResult(r, [1, 2], won.slice(0, 1)))).toContain('wrong_game_count');
    const sameFirst = [won[0]!, game([1, 'win', 0, 'second'], [2, 'loss', 0, 'first'])];
    expect(validateMatchResult(r, [1, 2], sameFirst).length).toBeGreaterThan(0);
    const drawn = [game([1, 'draw', 0, 'first'], [2, 'draw', 0, 'second'])];
    expect(codes(validateMatchResult(attacktixRuleset(), [1, 2], drawn))).toContain('draw_not_allowed');
  });
});
