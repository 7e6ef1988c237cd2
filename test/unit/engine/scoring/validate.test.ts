import { describe, expect, it } from 'vitest';
import { attacktixRuleset, catanRuleset, GENERIC, genericRuleset, NETRUNNER_1996 } from '../../../../electron/engine/rulesets';
import { RESULT_CODES } from '../../../../electron/engine/scoring';
import { validateMatchResult } from '../../../../electron/engine/rulesets';
import type { GameOutcome, GameResult } from '../../../../electron/engine/types';
import type { RaceEnding } from '../../../../shared/model/race';
import { game } from './helpers';

const NR = NETRUNNER_1996;
const ok1 = game([1, 'win', 7, 'corp'], [2, 'loss', 3, 'runner']);
const ok2 = game([1, 'loss', 4, 'runner'], [2, 'win', 7, 'corp']);
/** Generic scoring at three-seat tables entered by places. */
/** An Attacktix best of three, seat 1 moving first in game 1. */
const ATX = attacktixRuleset({ gamesToWin: 2 });
const atx = [game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second']), game([1, 'win', 0, 'second'], [2, 'loss', 0, 'first'])];
const BY_PLACES = { ...GENERIC, seats: { min: 3, max: 3 }, resultForm: { ...GENERIC.resultForm, entry: 'places' as const } };
const placed = (...seats: [number, GameOutcome, number | undefined][]): GameResult => ({
  seats: seats.map(([entryId, outcome, place]) => ({ entryId, outcome, score: 0, ...(place === undefined ? {} : { place }) })),
});

/** Catan: a race to 10 VP, tables of 3 and 4. [entryId, outcome, place, VP] per seat. */
const CATAN = catanRuleset();
const raced = (ending: 'target' | 'time' | undefined, ...seats: [number, GameOutcome, number, number][]): GameResult => ({
  seats: seats.map(([entryId, outcome, place, score]) => ({ entryId, outcome, place, score })),
  ...(ending ? { ending } : {}),
});

/** A race to 25 whose ties are played on and broken (Doomtrooper's form), and its stage that is
 * never ended for time. [entryId, outcome, place, PP, warriors?] per seat. */
const PLAYED_ON = {
  ...CATAN,
  seats: { min: 2, max: 6 },
  resultForm: { ...CATAN.resultForm, target: 25, playOn: 10, endings: ['target', 'target_tie', 'time', 'time_warriors', 'time_turns'] as const },
};
const UNTIMED = { ...PLAYED_ON, resultForm: { ...PLAYED_ON.resultForm, untimed: true } };
const ended = (ending: RaceEnding, ...seats: [number, GameOutcome, number, number, number?][]): GameResult => ({
  seats: seats.map(([entryId, outcome, place, score, warriors]) => ({ entryId, outcome, place, score, ...(warriors === undefined ? {} : { warriors }) })),
  ending,
});

describe('validateMatchResult: valid inputs', () => {
  it('Ties played on and broken: the threshold, a tie there played on, time, warriors in play, three more turns', () => {
    expect(validateMatchResult(PLAYED_ON, [1, 2, 3], [ended('target', [1, 'win', 1, 25], [2, 'loss', 2, 24], [3, 'loss', 3, 3])])).toEqual([]);
    expect(validateMatchResult(PLAYED_ON, [1, 2, 3], [ended('target_tie', [1, 'loss', 2, 30], [2, 'win', 1, 36], [3, 'loss', 3, 3])])).toEqual([]);
    expect(validateMatchResult(PLAYED_ON, [1, 2, 3], [ended('time', [1, 'loss', 2, 20], [2, 'win', 1, 21], [3, 'loss', 3, 3])])).toEqual([]);
    expect(validateMatchResult(PLAYED_ON, [1, 2, 3], [ended('time_warriors', [1, 'loss', 2, 20, 3], [2, 'win', 1, 20, 4], [3, 'loss', 3, 8])])).toEqual([]);
    expect(validateMatchResult(PLAYED_ON, [1, 2], [ended('time_turns', [1, 'loss', 2, 22], [2, 'win', 1, 24])])).toEqual([]);
    expect(validateMatchResult(PLAYED_ON, [1, 2], [ended('time_turns', [1, 'draw', 1, 22], [2, 'draw', 1, 22])])).toEqual([]);
    expect(validateMatchResult(UNTIMED, [1, 2], [ended('target', [1, 'win', 1, 25], [2, 'loss', 2, 10])])).toEqual([]);
  });
  it('Catan: 10 VP reached on one’s own turn, a lone lead at time, a shared lead at time', () => {
    expect(validateMatchResult(CATAN, [1, 2, 3, 4], [raced('target', [1, 'loss', 2, 11], [2, 'win', 1, 10], [3, 'loss', 3, 4], [4, 'loss', 3, 4])])).toEqual([]);
    expect(validateMatchResult(CATAN, [1, 2, 3], [raced('time', [1, 'loss', 2, 7], [2, 'win', 1, 8], [3, 'loss', 3, 4])])).toEqual([]);
    expect(validateMatchResult(CATAN, [1, 2, 3], [raced('time', [1, 'draw', 1, 8], [2, 'draw', 1, 8], [3, 'loss', 3, 4])])).toEqual([]);
  });

  it.each<[string, GameResult[]]>([
    ['2-0', [ok1, game([1, 'win', 7, 'runner'], [2, 'loss', 0, 'corp'])]],
    ['1-1', [ok1, ok2]],
    ['second game never started', [ok1, game([1, 'unfinished', 0, 'runner'], [2, 'unfinished', 0, 'corp'])]],
    ['both unfinished at time', [game([1, 'unfinished', 6, 'corp'], [2, 'unfinished', 6, 'runner']), game([1, 'unfinished', 0, 'runner'], [2, 'unfinished', 0, 'corp'])]],
    ['a win by other means with 2 agenda', [game([1, 'win', 2, 'corp'], [2, 'loss', 6, 'runner']), ok2]],
    ['a winner with 10 agenda', [game([1, 'win', 10, 'corp'], [2, 'loss', 6, 'runner']), ok2]],
  ])('Netrunner %s', (_, games) => {
    expect(validateMatchResult(NR, [1, 2], games)).toEqual([]);
  });
  it('By places: a sole winner, and a shared first place as a draw for those sharing it', () => {
    expect(validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'loss', 2], [2, 'win', 1], [3, 'loss', 3])])).toEqual([]);
    expect(validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'draw', 1], [2, 'draw', 1], [3, 'loss', 3])])).toEqual([]);
    expect(validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'win', 1], [2, 'loss', 2], [3, 'loss', 2])])).toEqual([]);
  });
  it('Generic: a drawn game, a 2-0 in a best of three', () => {
    expect(validateMatchResult(GENERIC, [1, 2], [game([1, 'draw', 0], [2, 'draw', 0])])).toEqual([]);
    const bo3 = genericRuleset({ gamesPerMatch: 3 });
    expect(validateMatchResult(bo3, [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'win', 0], [2, 'loss', 0])])).toEqual([]);
  });
});

describe('validateMatchResult: every code from a concrete bad input', () => {
  const cases: [string, () => ReturnType<typeof validateMatchResult>, object][] = [
    ['wrong_seat_count', () => validateMatchResult(NR, [1], [ok1, ok2]), { expected: 2, actual: 1 }],
    ['wrong_game_count', () => validateMatchResult(NR, [1, 2], [ok1]), { min: 2, max: 2, actual: 1 }],
    ['seat_missing', () => validateMatchResult(NR, [1, 2], [ok1, { seats: [{ entryId: 1, outcome: 'win', score: 7, role: 'runner' }] }]), { game: 2, entryId: 2 }],
    ['seat_duplicate', () => validateMatchResult(NR, [1, 2], [ok1, game([1, 'win', 7, 'runner'], [1, 'loss', 0, 'corp'])]), { game: 2, entryId: 1 }],
    ['seat_unknown', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [3, 'loss', 3, 'runner']), ok2]), { game: 1, entryId: 3 }],
    ['two_winners', () => validateMatchResult(NR, [1, 2], [ok1, game([1, 'win', 7, 'runner'], [2, 'win', 7, 'corp'])]), { game: 2 }],
    ['no_winner', () => validateMatchResult(NR, [1, 2], [game([1, 'loss', 3, 'corp'], [2, 'loss', 3, 'runner']), ok2]), { game: 1 }],
    ['outcomes_mismatch', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'unfinished', 3, 'runner']), ok2]), { game: 1 }],
    ['draw_not_allowed', () => validateMatchResult(NR, [1, 2], [game([1, 'draw', 3, 'corp'], [2, 'draw', 3, 'runner']), ok2]), { game: 1 }],
    ['role_missing', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7], [2, 'loss', 3, 'runner']), ok2]), { game: 1, entryId: 1 }],
    ['role_unknown', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'sysop'], [2, 'loss', 3, 'runner']), ok2]), { game: 1, entryId: 1, role: 'sysop' }],
    ['roles_not_distinct', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'loss', 3, 'corp']), ok2]), { game: 1, role: 'corp' }],
    ['roles_not_swapped', () => validateMatchResult(NR, [1, 2], [ok1, game([1, 'loss', 4, 'corp'], [2, 'win', 7, 'runner'])]), { game: 2, entryId: 1, role: 'corp' }],
    ['agenda_not_whole', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'loss', 2.5, 'runner']), ok2]), { game: 1, entryId: 2, score: '2.5' }],
    ['agenda_out_of_range', () => validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'loss', 7, 'runner']), ok2]), { game: 1, entryId: 2, score: 7, min: 0, max: 6 }],
    ['place_not_asked', () => validateMatchResult(GENERIC, [1, 2], [placed([1, 'win', 1], [2, 'loss', 2])]), { game: 1 }],
    ['place_missing', () => validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'win', 1], [2, 'loss', undefined], [3, 'loss', 3])]), { game: 1, entryId: 2 }],
    ['outcomes_not_places', () => validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'loss', 1], [2, 'win', 2], [3, 'loss', 3])]), { game: 1 }],
    ['places_out_of_order', () => validateMatchResult(BY_PLACES, [1, 2, 3], [placed([1, 'win', 1], [2, 'loss', 3], [3, 'loss', 3])]), { game: 1 }],
    ['match_needs_winner', () => validateMatchResult(genericRuleset({ gamesPerMatch: 3, drawsAllowed: false }), [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'loss', 0], [2, 'win', 0]), game([1, 'unfinished', 0], [2, 'unfinished', 0])], { decisive: true }), { games: 3 }],
    ['game_after_decision', () => validateMatchResult(ATX, [1, 2], [...atx, game([1, 'win', 0, 'first'], [2, 'loss', 0, 'second'])]), { game: 3, entryId: 1, wins: 2 }],
    ['ending_not_asked', () => validateMatchResult(GENERIC, [1, 2], [{ ...game([1, 'win', 0], [2, 'loss', 0]), ending: 'time' }]), { game: 1 }],
    ['ending_missing', () => validateMatchResult(CATAN, [1, 2, 3], [raced(undefined, [1, 'win', 1, 10], [2, 'loss', 2, 5], [3, 'loss', 3, 4])]), { game: 1 }],
    ['target_needs_one_winner', () => validateMatchResult(CATAN, [1, 2, 3], [raced('target', [1, 'draw', 1, 10], [2, 'draw', 1, 10], [3, 'loss', 3, 4])]), { game: 1 }],
    ['winner_below_target', () => validateMatchResult(CATAN, [1, 2, 3], [raced('target', [1, 'win', 1, 9], [2, 'loss', 2, 5], [3, 'loss', 3, 4])]), { game: 1, entryId: 1, score: 9, target: 10 }],
    ['places_not_scores', () => validateMatchResult(CATAN, [1, 2, 3], [raced('time', [1, 'win', 1, 6], [2, 'loss', 2, 8], [3, 'loss', 3, 4])]), { game: 1 }],
    ['ending_untimed', () => validateMatchResult(UNTIMED, [1, 2], [ended('time', [1, 'win', 1, 20], [2, 'loss', 2, 10])]), { game: 1 }],
    ['ending_not_offered', () => validateMatchResult(CATAN, [1, 2, 3], [ended('time_turns', [1, 'win', 1, 8], [2, 'loss', 2, 5], [3, 'loss', 3, 4])]), { game: 1, ending: 'time_turns' }],
    ['warriors_not_asked', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time', [1, 'win', 1, 20, 3], [2, 'loss', 2, 10])]), { game: 1 }],
    ['target_tie_not_played_on', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('target', [1, 'win', 1, 26], [2, 'loss', 2, 26])]), { game: 1 }],
    ['play_on_short', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('target_tie', [1, 'win', 1, 34], [2, 'loss', 2, 30])]), { game: 1, entryId: 1, score: 34, needed: 35 }],
    ['play_on_not_ahead', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('target_tie', [1, 'win', 1, 35], [2, 'loss', 2, 35])]), { game: 1 }],
    ['time_over_target', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time', [1, 'win', 1, 25], [2, 'loss', 2, 10])]), { game: 1, entryId: 1, score: 25, target: 25 }],
    ['time_tie_unbroken', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time', [1, 'draw', 1, 20], [2, 'draw', 1, 20])]), { game: 1 }],
    ['warriors_without_tie', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time_warriors', [1, 'win', 1, 21, 2], [2, 'loss', 2, 20, 5])]), { game: 1 }],
    ['warriors_missing', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time_warriors', [1, 'win', 1, 20, 2], [2, 'loss', 2, 20])]), { game: 1, entryId: 2 }],
    ['warriors_tied', () => validateMatchResult(PLAYED_ON, [1, 2], [ended('time_warriors', [1, 'draw', 1, 20, 3], [2, 'draw', 1, 20, 3])]), { game: 1 }],
    ['team_result_uneven', () => validateMatchResult(PLAYED_ON, [1, 2, 3, 4], [ended('target', [1, 'win', 1, 25], [2, 'loss', 2, 10], [3, 'win', 1, 25], [4, 'loss', 2, 11])], undefined, [1, 2, 1, 2]), { game: 1, team: 2 }],
    ['score_invalid', () => validateMatchResult(GENERIC, [1, 2], [game([1, 'win', Number.NaN], [2, 'loss', 0])]), { game: 1, entryId: 1 }],
  ];

  it('covers every code', () => {
    expect(cases.map((c) => c[0]).sort()).toEqual([...RESULT_CODES].sort());
  });
  it.each(cases)('%s', (code, run, params) => {
    const notes = run();
    expect(notes).toContainEqual({ code, params });
  });
  it('a winner above 10 and a negative agenda are out of range', () => {
    expect(validateMatchResult(NR, [1, 2], [game([1, 'win', 11, 'corp'], [2, 'loss', 3, 'runner']), ok2])).toEqual([
      { code: 'agenda_out_of_range', params: { game: 1, entryId: 1, score: 11, min: 0, max: 10 } },
    ]);
    expect(validateMatchResult(NR, [1, 2], [game([1, 'win', 7, 'corp'], [2, 'loss', -1, 'runner']), ok2])[0]?.code).toBe('agenda_out_of_range');
  });
  it('an unfinished game above 6 agenda is out of range', () => {
    const notes = validateMatchResult(NR, [1, 2], [game([1, 'unfinished', 7, 'corp'], [2, 'unfinished', 0, 'runner']), ok2]);
    expect(notes).toEqual([{ code: 'agenda_out_of_range', params: { game: 1, entryId: 1, score: 7, min: 0, max: 6 } }]);
  });
  it('Generic: too many games for the match length', () => {
    const notes = validateMatchResult(GENERIC, [1, 2], [game([1, 'win', 0], [2, 'loss', 0]), game([1, 'win', 0], [2, 'loss', 0])]);
    // A match of one game is decided by it, so the second is also one after the decision.
    expect(notes).toEqual([
      { code: 'wrong_game_count', params: { min: 1, max: 1, actual: 2 } },
      { code: 'game_after_decision', params: { game: 2, entryId: 1, wins: 1 } },
    ]);
  });
});
