// The result form opens with the games a table's penalties decided: a game lost by penalty given
// to the other seat; after a match lost by penalty, the later games too until the match is won.
import { describe, expect, it } from 'vitest';
import type { PenaltyView } from '../../../shared/model/penalty';
import type { RoundTable } from '../../../shared/model/round';
import { blankGames, type MatchRules } from '../../../renderer/src/results/match-model';
import { withForfeits } from '../../../renderer/src/results/penalty-model';

const rules: MatchRules = { entry: 'winner', games: 3, gamesRequired: 2, swapRoles: true, roles: ['first', 'second'], roleByCall: true, drawsAllowed: false, scoreRequired: false, scoreName: 'score' };
const view = (entryId: number, game: number, penalty: PenaltyView['penalty']): PenaltyView => ({ entryId, game, offence: '4.3.2.2', recordedAt: '', penalty, escalated: true, attackOffences: 0, turnsForfeited: 3 });
const table = (penalties: PenaltyView[]) =>
  ({ seats: [{ position: 1, entryId: 10, name: 'A', role: null }, { position: 2, entryId: 20, name: 'B', role: null }], penalties }) as unknown as RoundTable;

describe('the result form with penalties', () => {
  it('gives a game lost by penalty to the other seat, and leaves the rest to the slip', () => {
    expect(withForfeits(blankGames(rules), table([view(10, 2, 'forfeit_turn'), view(10, 2, 'forfeit_game')]), rules).map((d) => d.winner)).toEqual(['', '2', 'skip']);
  });
  it('gives a match lost by penalty in game 1 to the other seat in two games, the third unplayed', () => {
    expect(withForfeits(blankGames(rules), table([view(20, 1, 'forfeit_match')]), rules).map((d) => d.winner)).toEqual(['1', '1', 'skip']);
  });
});
