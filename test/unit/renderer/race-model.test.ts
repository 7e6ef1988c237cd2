// A game entered as a race at the results desk (Catan): the VP typed and how the game ended become
// the game the core stores, with the places and outcomes the core reads from them (the engine's own
// check accepts every one), and back; the checks before saving flag a missing ending, a winner
// below the target and bad scores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catanRuleset, doomtrooperRuleset, stageRuleset } from '../../../electron/engine/rulesets';
import { validateMatchResult } from '../../../electron/engine/rulesets';
import type { GameResult } from '../../../electron/engine/types';
import { checked, gamesOf, openDrafts } from '../../../renderer/src/results/match-drafts';
import { matchRules, sameGames, stageRules } from '../../../renderer/src/results/match-model';
import { checkRace, raceDraftsFrom, raceToGames, type RaceDraft } from '../../../renderer/src/results/race-model';
import type { TournamentEvent } from '../../../shared/model/event';
import type { RoundTable } from '../../../shared/model/round';

const format: TournamentEvent['format'] = {
  scoring: 'match-points', gamesPerMatch: 1, gamesRequired: 1, drawsAllowed: true, roles: [], firstRoleBy: 'seat', seats: { min: 3, max: 4 },
  resultForm: { entry: 'race', target: 10, scoreName: 'vp', scoreRequired: true, scoreOnSlip: true },
};
const rules = matchRules({ format } as TournamentEvent);
const tableOf = (seats: number, result: RoundTable['result'] = null) =>
  ({
    id: 1, number: 1, bye: false, notes: [], manual: false, extraMinutes: 0, result, resultEnteredAt: null, slipCode: '1-1-ABCD', version: 0,
    seats: ['Ann', 'Bob', 'Cy', 'Dee'].slice(0, seats).map((name, i) => ({ position: i + 1, entryId: 11 * (i + 1), name, role: null })),
  }) as RoundTable;

describe('race model', () => {
  it('reads the event: the desk asks VP and the ending, to a target of 10', () => {
    expect(rules).toMatchObject({ entry: 'race', target: 10, scoreName: 'vp', scoreRequired: true });
    expect(openDrafts(tableOf(4), rules)).toEqual({ entry: 'race', games: [{ scores: ['', '', '', ''], ending: '' }], problems: null });
  });

  it('turns any sheet into a game the core accepts, and back', () => {
    const sheet = fc.integer({ min: 3, max: 4 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        vps: fc.array(fc.integer({ min: 0, max: 14 }), { minLength: n, maxLength: n }),
        reached: fc.option(fc.integer({ min: 1, max: n })),
      }),
    );
    fc.assert(
      fc.property(sheet, ({ n, vps, reached }) => {
        const table = tableOf(n);
        if (reached !== null) vps[reached - 1] = Math.max(10, vps[reached - 1]!);
        const drafts: RaceDraft[] = [{ scores: vps.map(String), ending: reached === null ? 'time' : String(reached) }];
        expect(checkRace(drafts, table, rules)).toBeNull();
        const games = raceToGames(drafts, table, rules);
        expect(validateMatchResult(catanRuleset(), table.seats.map((s) => s.entryId), games as GameResult[])).toEqual([]);
        const winners = games[0]!.seats.filter((s) => s.outcome === 'win').map((s) => s.entryId);
        if (reached !== null) expect(winners).toEqual([table.seats[reached - 1]!.entryId]);
        expect(raceDraftsFrom(games, table, rules)).toEqual(drafts);
      }),
    );
  });

  it('shares a lead at time, and tells apart the same VP ended another way', () => {
    const table = tableOf(3);
    const atTime = raceToGames([{ scores: ['10', '10', '4'], ending: 'time' }], table, rules);
    expect(atTime[0]).toMatchObject({ ending: 'time', seats: [{ outcome: 'draw', place: 1 }, { outcome: 'draw', place: 1 }, { outcome: 'loss', place: 3 }] });
    const reached = raceToGames([{ scores: ['10', '10', '4'], ending: '2' }], table, rules);
    expect(reached[0]).toMatchObject({ ending: 'target', seats: [{ outcome: 'loss', place: 2 }, { outcome: 'win', place: 1 }, { outcome: 'loss', place: 3 }] });
    expect(sameGames(atTime, reached)).toBe(false);
  });

  it('flags a missing ending, a winner below 10 and bad scores before anything is sent', () => {
    const table = tableOf(3);
    expect(checkRace([{ scores: ['8', '', 'x'], ending: '' }], table, rules)).toEqual({ ending: [true], belowTarget: [false], warriors: [false], score: [[false, true, true]] });
    expect(checkRace([{ scores: ['9', '5', '3'], ending: '1' }], table, rules)).toEqual({ ending: [false], belowTarget: [true], warriors: [false], score: [[false, false, false]] });
    const opened = openDrafts(tableOf(3, { games: raceToGames([{ scores: ['12', '5', '3'], ending: '1' }], table, rules) }), rules);
    expect(gamesOf(checked(opened, table, rules), table, rules)[0]).toMatchObject({ ending: 'target', seats: [{ outcome: 'win', score: 12 }, { outcome: 'loss' }, { outcome: 'loss' }] });
  });

  describe('Doomtrooper', () => {
    const doom: TournamentEvent['format'] = {
      ...format,
      drawsAllowed: true,
      resultForm: {
        entry: 'race', target: 25, endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'], playOn: 10, scoreName: 'pp', scoreRequired: true, scoreOnSlip: true,
        stages: [{ target: 25 }, { target: 40 }, { target: 40, untimed: true }],
      },
    };
    const event = matchRules({ format: doom } as TournamentEvent);
    const valid = (position: number, games: ReturnType<typeof raceToGames>, table: RoundTable) =>
      validateMatchResult(stageRuleset(doomtrooperRuleset(), position), table.seats.map((s) => s.entryId), games as GameResult[]);

    it("reads each stage's own target, and offers no time ending where the stage is never ended for time", () => {
      expect(stageRules(event, 1)).toMatchObject({ target: 25, endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'] });
      expect(stageRules(event, 2)).toMatchObject({ target: 40, endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'] });
      expect(stageRules(event, 3)).toMatchObject({ target: 40, endings: ['target', 'target_tie'] });
      expect(stageRules(rules, 2)).toBe(rules);
      expect(openDrafts(tableOf(3), event)).toEqual({ entry: 'race', games: [{ scores: ['', '', ''], ending: '', warriors: ['', '', ''] }], problems: null });
    });

    it('checks the head-to-head threshold (40) before sending, and a tie played on against 40 + 10', () => {
      const table = tableOf(2);
      const h2h = stageRules(event, 2);
      expect(checkRace([{ scores: ['30', '12'], ending: '1', warriors: ['', ''] }], table, h2h)?.belowTarget).toEqual([true]);
      expect(checkRace([{ scores: ['30', '12'], ending: '1', warriors: ['', ''] }], table, stageRules(event, 1))).toBeNull();
      expect(checkRace([{ scores: ['45', '42'], ending: 'tie-1', warriors: ['', ''] }], table, h2h)?.belowTarget).toEqual([true]);
      const drafts = [{ scores: ['50', '44'], ending: 'tie-1', warriors: ['', ''] }];
      expect(checkRace(drafts, table, h2h)).toBeNull();
      const games = raceToGames(drafts, table, h2h);
      expect(games[0]).toMatchObject({ ending: 'target_tie', seats: [{ outcome: 'win', place: 1, score: 50 }, { outcome: 'loss', place: 2, score: 44 }] });
      expect(valid(2, games, table)).toEqual([]);
      expect(raceDraftsFrom(games, table, h2h)).toEqual(drafts);
    });

    it('breaks a level lead at time by warriors, asking the leaders their warriors first', () => {
      const table = tableOf(3);
      const r = stageRules(event, 1);
      expect(checkRace([{ scores: ['20', '20', '5'], ending: 'time_warriors', warriors: ['4', '', ''] }], table, r)?.warriors).toEqual([true]);
      const drafts = [{ scores: ['20', '20', '5'], ending: 'time_warriors', warriors: ['4', '6', ''] }];
      expect(checkRace(drafts, table, r)).toBeNull();
      const games = raceToGames(drafts, table, r);
      expect(games[0]).toMatchObject({ ending: 'time_warriors', seats: [{ outcome: 'loss', place: 2, warriors: 4 }, { outcome: 'win', place: 1, warriors: 6 }, { outcome: 'loss', place: 3 }] });
      expect(games[0]!.seats[2]).not.toHaveProperty('warriors');
      expect(valid(1, games, table)).toEqual([]);
      expect(raceDraftsFrom(games, table, r)).toEqual(drafts);
      const turns = raceToGames([{ scores: ['22', '22', '5'], ending: 'time_turns', warriors: ['3', '3', ''] }], table, r);
      expect(turns[0]!.seats.map((s) => s.outcome)).toEqual(['draw', 'draw', 'loss']);
      expect(turns[0]!.seats.some((s) => s.warriors !== undefined)).toBe(false);
      expect(valid(1, turns, table)).toEqual([]);
    });
  });
});
