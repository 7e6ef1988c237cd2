// The match form's model: what the desk types becomes the games the core stores and back again,
// roles swap each Netrunner game, an unplayed Generic game is left out, and the checks before
// saving flag exactly the missing winners and scores.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankGames, checkDrafts, draftsFrom, matchRules, roleOf, sameGames, storedResultOf, toGames, type GameDraft, type Winner } from '../../../renderer/src/results/match-model';
import type { TournamentEvent } from '../../../shared/model/event';
import type { RoundTable } from '../../../shared/model/round';

const event = (format: TournamentEvent['format']) => ({ format }) as TournamentEvent;
const netrunner = matchRules(
  event({ scoring: 'netrunner', gamesPerMatch: 2, gamesRequired: 2, drawsAllowed: false, roles: ['corp', 'runner'], firstRoleBy: 'seat', seats: { min: 2, max: 2 }, resultForm: { entry: 'winner', scoreName: 'agenda', scoreRequired: true, scoreOnSlip: true } }),
);
const generic = matchRules(
  event({ scoring: 'match-points', gamesPerMatch: 3, gamesRequired: 1, drawsAllowed: true, roles: [], firstRoleBy: 'seat', seats: { min: 2, max: 2 }, resultForm: { entry: 'winner', scoreName: 'score', scoreRequired: false, scoreOnSlip: false } }),
);

const table = (roles: [string | null, string | null]) =>
  ({
    id: 1, number: 4, bye: false, notes: [], manual: false, extraMinutes: 0, result: null, resultEnteredAt: null, slipCode: '4-ABCD', version: 0,
    seats: [
      { position: 1, entryId: 11, name: 'Ann', role: roles[0] },
      { position: 2, entryId: 22, name: 'Ben', role: roles[1] },
    ],
  }) as RoundTable;
const nrTable = table(['corp', 'runner']);
const plainTable = table([null, null]);

describe('match model', () => {
  it('reads the event: Netrunner types agenda for two games with roles swapped; Generic scores up to its games', () => {
    expect(netrunner).toEqual({ entry: 'winner', games: 2, gamesRequired: 2, swapRoles: true, roles: ['corp', 'runner'], roleByCall: false, drawsAllowed: false, scoreRequired: true, scoreName: 'agenda' });
    expect(generic).toEqual({ entry: 'winner', games: 3, gamesRequired: 1, swapRoles: false, roles: [], roleByCall: false, drawsAllowed: true, scoreRequired: false, scoreName: 'score' });
    expect([0, 1, 2].map((g) => roleOf(nrTable, 1, g, netrunner))).toEqual(['corp', 'runner', 'corp']);
    expect(roleOf(nrTable, 2, 1, netrunner)).toBe('corp');
    expect(roleOf(plainTable, 1, 1, generic)).toBeNull();
    expect(blankGames(generic).map((g) => g.winner)).toEqual(['', 'skip', 'skip']);
    expect(blankGames(netrunner).map((g) => g.winner)).toEqual(['', '']);
  });

  it('turns what was typed into games and back, whatever was typed', () => {
    const winners: Winner[] = ['1', '2', 'u', 'd'];
    const game = fc.record({ winner: fc.constantFrom(...winners), scores: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })) });
    fc.assert(
      fc.property(fc.tuple(game, game), (typed) => {
        const drafts: GameDraft[] = typed.map((g) => ({ winner: g.winner, scores: [String(g.scores[0]), String(g.scores[1])] }));
        const games = toGames(drafts, nrTable, netrunner);
        expect(games).toHaveLength(2);
        expect(games[1]!.seats.map((s) => s.role)).toEqual(['runner', 'corp']);
        expect(draftsFrom(games, nrTable, netrunner)).toEqual(drafts);
        expect(sameGames(games, games.map((g) => ({ seats: [...g.seats].reverse() })))).toBe(true);
      }),
    );
  });

  it('leaves out the games a Generic match did not need', () => {
    const drafts: GameDraft[] = [{ winner: '1', scores: ['', ''] }, { winner: 'skip', scores: ['', ''] }, { winner: 'skip', scores: ['', ''] }];
    expect(checkDrafts(drafts, generic)).toBeNull();
    expect(toGames(drafts, plainTable, generic)).toEqual([{ seats: [{ entryId: 11, outcome: 'win', score: 0 }, { entryId: 22, outcome: 'loss', score: 0 }] }]);
  });

  it('flags a missing winner, a missing Netrunner score and a score that is not a whole number', () => {
    expect(checkDrafts([{ winner: '', scores: ['7', '2'] }, { winner: '2', scores: ['', 'x'] }], netrunner)).toEqual({
      call: false,
      winner: [true, false],
      score: [[false, false], [true, true]],
    });
    expect(checkDrafts([{ winner: '1', scores: ['7', '2'] }, { winner: '2', scores: ['3', '7'] }], netrunner)).toBeNull();
  });

  it('reads the stored result a refused entry reports, and nothing else', () => {
    expect(storedResultOf({ stored: { games: [], version: 3 } })).toEqual({ games: [], version: 3 });
    expect(storedResultOf({ stored: { games: 'x', version: 3 } })).toBeNull();
    expect(storedResultOf(undefined)).toBeNull();
  });
});
