// The result form opens with the games a table's penalties decided (decidedByPenalty, taken by the
// form as games decided at the table): a game lost by penalty given to the other seat; after a match lost by penalty, the later games too until the match is won, as
// the earlier games are entered; no game after the one that decided the match (first to 2, 5.2).
import { describe, expect, it } from 'vitest';
import type { PenaltyView } from '../../../../shared/features/penalties/model';
import type { RoundTable } from '../../../../shared/model/round';
import { afterDecision, blankGames, type GameDraft, type MatchRules } from '../../../../renderer/src/results/match-model';
import { decidedByPenalty, penaltyGames } from '../../../../renderer/src/features/penalties/penalty-model';
import { withDecidedGames } from '../../../../renderer/src/results/match-drafts';

const rules: MatchRules = { entry: 'winner', games: 3, gamesRequired: 2, winsToDecide: 2, swapRoles: true, roles: ['first', 'second'], roleByCall: true, drawsAllowed: false, scoreRequired: false, scoreName: 'score' };
const view = (entryId: number, game: number, penalty: PenaltyView['penalty']): PenaltyView => ({ entryId, game, offence: '4.3.2.2', recordedAt: '', penalty, escalated: true, attackOffences: 0, turnsForfeited: 3 });
const table = (penalties: PenaltyView[], winners?: (10 | 20)[]) =>
  ({
    seats: [{ position: 1, entryId: 10, name: 'A', role: null }, { position: 2, entryId: 20, name: 'B', role: null }],
    penalties,
    result: winners ? { games: winners.map((w) => ({ seats: [10, 20].map((entryId) => ({ entryId, outcome: entryId === w ? 'win' : 'loss', score: 0 })) })) } : null,
  }) as unknown as RoundTable;

/** The drafts as the form makes them of the table's penalties. */
const withForfeits = (drafts: GameDraft[], t: RoundTable, r: MatchRules) => withDecidedGames(drafts, decidedByPenalty(t), t, r);

describe('the result form with penalties', () => {
  it('gives a game lost by penalty to the other seat, and leaves the rest to the slip', () => {
    expect(withForfeits(blankGames(rules), table([view(10, 2, 'forfeit_turn'), view(10, 2, 'forfeit_game')]), rules).map((d) => d.winner)).toEqual(['', '2', 'skip']);
  });
  it('gives a match lost by penalty in game 1 to the other seat in two games, the third unplayed', () => {
    expect(withForfeits(blankGames(rules), table([view(20, 1, 'forfeit_match')]), rules).map((d) => d.winner)).toEqual(['1', '1', 'skip']);
  });
  it('after a gross offence in game 2, game 3 is given only while game 1 leaves the match open, and left unplayed once game 1 is entered for the other seat', () => {
    const gross = table([view(10, 2, 'forfeit_match')]);
    const opened = withForfeits(blankGames(rules), gross, rules);
    expect(opened.map((d) => d.winner)).toEqual(['', '2', 'skip']);
    const enter = (winner: GameDraft['winner']) => withForfeits([{ ...opened[0]!, winner }, ...opened.slice(1)], gross, rules).map((d) => d.winner);
    expect(enter('1')).toEqual(['1', '2', '2']);
    expect(enter('2')).toEqual(['2', '2', 'skip']);
  });
  it('leaves every game after the deciding win not played, and says which those are', () => {
    const drafts = (...winners: GameDraft['winner'][]) => winners.map((winner) => ({ winner, scores: ['', ''] as [string, string] }));
    expect(withForfeits(drafts('1', '1', '2'), table([]), rules).map((d) => d.winner)).toEqual(['1', '1', 'skip']);
    expect(afterDecision(drafts('1', '1', 'skip'), rules)).toEqual([false, false, true]);
    expect(afterDecision(drafts('1', '2', '1'), rules)).toEqual([false, false, false]);
  });
});

describe('the games a penalty can be recorded in', () => {
  it('offers every game of an open match', () => {
    expect(penaltyGames(table([]), rules)).toEqual([1, 2, 3]);
    expect(penaltyGames(table([view(10, 1, 'forfeit_game')]), rules)).toEqual([1, 2, 3]);
  });
  it('offers no game after the deciding win of an entered result', () => {
    expect(penaltyGames(table([], [10, 10]), rules)).toEqual([1, 2]);
    expect(penaltyGames(table([], [10, 20, 20]), rules)).toEqual([1, 2, 3]);
  });
  it('offers no game after games lost by penalty give a side the match, or after a gross offence', () => {
    expect(penaltyGames(table([view(10, 1, 'forfeit_game'), view(10, 2, 'forfeit_game')]), rules)).toEqual([1, 2]);
    expect(penaltyGames(table([view(10, 1, 'forfeit_game'), view(20, 2, 'forfeit_game')]), rules)).toEqual([1, 2, 3]);
    expect(penaltyGames(table([view(20, 1, 'forfeit_match')]), rules)).toEqual([1]);
    expect(penaltyGames(table([view(10, 1, 'forfeit_turn'), view(10, 2, 'forfeit_match')], [20, 20]), rules)).toEqual([1, 2]);
  });
});
