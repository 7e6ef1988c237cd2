import { describe, expect, it } from 'vitest';
import {
  buildRuleset, GENERIC, genericOptionsSchema, genericRuleset, isRulesetId, NETRUNNER_1996, netrunnerOptionsSchema, rulesetIds,
} from '../../../../electron/engine/rulesets';

describe('ruleset presets', () => {
  it('Netrunner 1996 carries the rules as data', () => {
    expect(NETRUNNER_1996).toMatchObject({
      id: 'netrunner-1996', seats: { min: 2, max: 2 }, gamesPerMatch: 2, roles: ['corp', 'runner'], firstRoleBy: 'seat', drawsAllowed: false,
      byePolicy: 'highest_in_lowest_odd_group', clock: { roundMinutes: 45, warningMinutes: 10, finishTurnMinutes: 1 },
      lateEntry: { missedRound: 'loss' }, seatBalance: false, tiebreakers: ['match_record', 'agenda', 'opponents_agenda'],
    });
  });
  it('Generic defaults come from the schema', () => {
    expect(GENERIC).toEqual({
      id: 'generic', scoring: 'match-points', stages: [{ kind: 'swiss', thirdPlaceMatch: false, tieBreakRoundRobin: false, grandFinalReset: true }], resultForm: { entry: 'winner', scoreName: 'score', scoreRequired: false, scoreOnSlip: false }, seats: { min: 2, max: 2 }, gamesPerMatch: 1, roles: [], firstRoleBy: 'seat', drawsAllowed: true,
      byePolicy: 'lowest_ranked_without_bye', clock: { roundMinutes: 50, warningMinutes: 10, finishTurnMinutes: 0 },
      lateEntry: { missedRound: 'loss' }, seatBalance: false, matchPoints: { win: 3, draw: 1, loss: 0, bye: 3 }, tiebreakers: ['omw', 'gw', 'ogw'],
    });
  });
  it('a stored partial config parses with defaults filled in', () => {
    const r = genericRuleset({ matchPoints: { draw: 0 }, clock: { roundMinutes: 60 } });
    expect(r.matchPoints).toEqual({ win: 3, draw: 0, loss: 0, bye: 3 });
    expect(r.clock).toEqual({ roundMinutes: 60, warningMinutes: 10, finishTurnMinutes: 0 });
  });
  it('refuses bad configs with codes', () => {
    const repeated = genericOptionsSchema.safeParse({ tiebreakers: ['gw', 'gw'] });
    expect(repeated.success).toBe(false);
    expect(repeated.error?.issues[0]?.message).toBe('tiebreaker_repeated');
    const late = genericOptionsSchema.safeParse({ clock: { roundMinutes: 10, warningMinutes: 10 } });
    expect(late.error?.issues[0]?.message).toBe('warning_after_round_end');
    expect(genericOptionsSchema.safeParse({ tiebreakers: ['coin_flip'] }).success).toBe(false);
    expect(netrunnerOptionsSchema.safeParse({ clock: { roundMinutes: 40 } }).success).toBe(false);
    expect(netrunnerOptionsSchema.safeParse({ clock: { warningMinutes: 5 } }).success).toBe(false);
  });
  it('the registry builds presets by id', () => {
    expect(rulesetIds()).toEqual(['netrunner-1996', 'generic', 'attacktix', 'catan', 'doomtrooper']);
    expect(isRulesetId('generic')).toBe(true);
    expect(isRulesetId('chess')).toBe(false);
    expect(buildRuleset('netrunner-1996', { clock: { roundMinutes: 60 } }).clock).toEqual({ roundMinutes: 60, warningMinutes: 10, finishTurnMinutes: 1 });
    expect(buildRuleset('generic', { gamesPerMatch: 3 }).gamesPerMatch).toBe(3);
  });
});
