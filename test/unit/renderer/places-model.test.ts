// A game entered by places at the results desk: what is typed becomes games whose outcomes are the
// core's reading of the places and back again, a game the match did not need is left out, the
// checks before saving flag exactly the missing places, malformed places, shared firsts where
// there are no draws and missing scores, and a stored result reads "1. Ann 7 · 2. Bob 5 · 3. Cy 3".
import fc from 'fast-check';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../renderer/src/i18n';
import { checked, gamesOf, openDrafts } from '../../../renderer/src/results/match-drafts';
import { matchRules, sameGames, type MatchRules } from '../../../renderer/src/results/match-model';
import { blankPlaces, checkPlaces, placesDraftsFrom, placesToGames, type PlacesDraft } from '../../../renderer/src/results/places-model';
import { placesText } from '../../../renderer/src/results/places-text';
import { auditWhat } from '../../../renderer/src/rounds/audit-text';
import type { TournamentEvent } from '../../../shared/model/event';
import { outcomesOfPlaces } from '../../../shared/model/places';
import type { RoundTable } from '../../../shared/model/round';

const format = (games: number, drawsAllowed: boolean): TournamentEvent['format'] => ({
  scoring: 'match-points',
  gamesPerMatch: games,
  gamesRequired: 1,
  drawsAllowed,
  roles: [],
  firstRoleBy: 'seat',
  seats: { min: 3, max: 6 },
  resultForm: { entry: 'places', scoreName: 'points', scoreRequired: true, scoreOnSlip: true },
});
const rulesOf = (games: number, drawsAllowed = true): MatchRules => matchRules({ format: format(games, drawsAllowed) } as TournamentEvent);
const oneGame = rulesOf(1);

const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay'];
const tableOf = (seats: number, result: RoundTable['result'] = null) =>
  ({
    id: 1, number: 2, bye: false, notes: [], manual: false, extraMinutes: 0, result, resultEnteredAt: null, slipCode: '1-2-ABCD', version: 0,
    seats: names.slice(0, seats).map((name, i) => ({ position: i + 1, entryId: 11 * (i + 1), name, role: null })),
  }) as RoundTable;
const three = tableOf(3);

/** Places as a finish decides them: 1 + the seats that finished strictly ahead. */
const placesFrom = (finish: number[]) => finish.map((f) => 1 + finish.filter((g) => g > f).length);
const draft = (places: (number | '')[], scores: (number | string)[]): PlacesDraft => ({ played: true, places: places.map(String), scores: scores.map(String) });

describe('places model', () => {
  it('reads the event: the desk asks places', () => {
    expect(oneGame).toMatchObject({ entry: 'places', games: 1, scoreRequired: true, scoreName: 'points' });
    expect(blankPlaces(three, oneGame)).toEqual([{ played: true, places: ['', '', ''], scores: ['', '', ''] }]);
    expect(blankPlaces(three, rulesOf(3)).map((d) => d.played)).toEqual([true, false, false]);
  });

  it('turns any well-formed places into games with the core’s outcomes, and back', () => {
    const seated = fc.integer({ min: 3, max: 6 }).chain((n) =>
      fc.record({ n: fc.constant(n), finish: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }), scores: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: n, maxLength: n }) }),
    );
    fc.assert(
      fc.property(seated, ({ n, finish, scores }) => {
        const table = tableOf(n);
        const places = placesFrom(finish);
        const drafts = [draft(places, scores)];
        expect(checkPlaces(drafts, oneGame)).toBeNull();
        const games = placesToGames(drafts, table, oneGame);
        expect(games[0]!.seats).toEqual(table.seats.map((s, i) => ({ entryId: s.entryId, outcome: outcomesOfPlaces(places)[i], place: places[i], score: scores[i] })));
        expect(placesDraftsFrom(games, table, oneGame)).toEqual(drafts);
        expect(sameGames(games, games.map((g) => ({ seats: [...g.seats].reverse() })))).toBe(true);
      }),
    );
  });

  it('tells apart two results with the same outcomes and other places', () => {
    const a = placesToGames([draft([1, 2, 3], [9, 6, 3])], three, oneGame);
    const b = placesToGames([draft([1, 3, 2], [9, 6, 3])], three, oneGame);
    expect(sameGames(a, b)).toBe(false);
  });

  it('leaves out a game the match did not need', () => {
    const rules = rulesOf(2);
    const drafts = [draft([1, 2, 3], [5, '', 1]), { ...blankPlaces(three, rules)[1]! }];
    expect(checkPlaces(drafts, rules)).toEqual({ place: [[false, false, false], [false, false, false]], order: [false, false], draw: [false, false], score: [[false, true, false], [false, false, false]] });
    expect(placesToGames([drafts[0]!, drafts[1]!], three, { ...rules, scoreRequired: false })).toHaveLength(1);
    expect(placesDraftsFrom(placesToGames([draft([1, 1, 3], [4, 4, 0])], three, rules), three, rules)[1]!.played).toBe(false);
  });

  it('flags missing places, places that do not count 1, 2, 3, a shared first without draws and bad scores', () => {
    expect(checkPlaces([draft([1, '', 2], [3, 2, 'x'])], oneGame)).toEqual({ place: [[false, true, false]], order: [false], draw: [false], score: [[false, false, true]] });
    expect(checkPlaces([draft([1, 3, 3], [3, 2, 1])], oneGame)).toMatchObject({ order: [true], draw: [false] });
    expect(checkPlaces([draft([2, 2, 3], [3, 2, 1])], oneGame)).toMatchObject({ order: [true] });
    expect(checkPlaces([draft([1, 1, 3], [3, 3, 1])], oneGame)).toBeNull();
    expect(checkPlaces([draft([1, 1, 3], [3, 3, 1])], rulesOf(1, false))).toMatchObject({ draw: [true] });
    expect(checkPlaces([draft([1, 2, 2], [3, 2, 2])], rulesOf(1, false))).toBeNull();
  });
});

describe('match drafts', () => {
  it('opens blank places, or the stored result to correct, and saves only once checked clean', () => {
    const stored = { games: placesToGames([draft([2, 1, 3], [5, 8, 1])], three, oneGame) };
    const opened = openDrafts(tableOf(3, stored), oneGame);
    expect(opened).toEqual({ entry: 'places', games: [draft([2, 1, 3], [5, 8, 1])], problems: null });
    expect(gamesOf(checked(opened, three, oneGame), three, oneGame)).toEqual(stored.games);
    const blank = openDrafts(three, oneGame);
    expect(checked(blank, three, oneGame).problems).toMatchObject({ place: [[true, true, true]] });
  });
});

describe('places in words', () => {
  let t: TFunction;
  beforeAll(() => {
    t = initI18n().t;
  });
  const nameOf = (id: number) => names[id / 11 - 1]!;

  it('reads first place first, shared places in seat order', () => {
    const [game] = placesToGames([draft([2, 1, 3], [5, 7, 3])], three, oneGame);
    expect(placesText(t, game!, nameOf)).toBe('1. Bob 7 · 2. Ann 5 · 3. Cy 3');
    const [shared] = placesToGames([draft([3, 1, 1], [0, 4, 4])], three, oneGame);
    expect(placesText(t, shared!, nameOf)).toBe('1. Bob 4 · 1. Cy 4 · 3. Ann 0');
  });

  it('says what a correction changed at a table entered by places', () => {
    const before = placesToGames([draft([1, 2, 3], [9, 6, 3])], three, oneGame);
    const after = placesToGames([draft([2, 1, 3], [6, 9, 3])], three, oneGame);
    const row = { operation: 'result.correct', input: { reason: 'Slip misread' }, detail: { table: 2, before, after } };
    expect(auditWhat(t, row, new Map(three.seats.map((s) => [s.entryId, s.name])), new Map())).toBe('Table 2 corrected: 1. Ann 9 · 2. Bob 6 · 3. Cy 3 → 1. Bob 9 · 2. Ann 6 · 3. Cy 3');
  });
});
