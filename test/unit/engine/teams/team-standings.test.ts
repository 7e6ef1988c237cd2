// A team table in the Doomtrooper standings and the result check: a team plays as one seat with one
// PP pool, both its players get its win and its PP, and their opponents are the other teams'
// players, never the team mate.
import { describe, expect, it } from 'vitest';
import { computeStandings, doomtrooperRuleset } from '../../../../electron/engine/rulesets';
import { validateMatchResult } from '../../../../electron/engine/rulesets/validate-result';
import type { GameResult, TableRecord } from '../../../../electron/engine/types';
import { spreadTeamGame } from '../../../../shared/model/teams';

const TEAMS = doomtrooperRuleset({ teamRounds: 2 });
const stage = { ...TEAMS, seats: TEAMS.stages[1]!.seats!, resultForm: { ...TEAMS.resultForm, target: 25 } };

/** Teams 1, 2, 3 at seats T1P1, T2P1, T3P1, T1P2, T2P2, T3P2; team 1 reached 25 first. */
const entries = [1, 2, 3, 4, 5, 6];
const teams = [1, 2, 3, 1, 2, 3];
const perTeam: GameResult = {
  ending: 'target',
  seats: [
    { entryId: 1, outcome: 'win', place: 1, score: 26 },
    { entryId: 2, outcome: 'loss', place: 2, score: 20 },
    { entryId: 3, outcome: 'loss', place: 3, score: 8 },
  ],
};
const game = spreadTeamGame(perTeam, teams, entries) as GameResult;

describe('a team table', () => {
  it('is Doomtrooper’s second stage when team rounds are planned, with 2- and 3-team collections', () => {
    expect(TEAMS.stages.map((s) => s.kind)).toEqual(['table_rounds', 'team_rounds', 'swiss', 'seated_playoff']);
    expect(TEAMS.stages[1]).toMatchObject({ rounds: 2, target: 25, seats: { min: 4, max: 6 } });
    expect(TEAMS.features?.collections).toEqual({ games: ['free_for_all', 'two_teams', 'three_teams', 'head_to_head'] });
    expect(doomtrooperRuleset().stages.map((s) => s.kind)).not.toContain('team_rounds');
  });

  it('stores each team’s values on both its seats', () => {
    expect(game.seats.map((s) => [s.entryId, s.outcome, s.score])).toEqual([
      [1, 'win', 26], [2, 'loss', 20], [3, 'loss', 8], [4, 'win', 26], [5, 'loss', 20], [6, 'loss', 8],
    ]);
  });

  it('is checked as its teams: one result per team, then the race', () => {
    expect(validateMatchResult(stage, entries, [game], { decisive: false }, teams)).toEqual([]);
    const uneven = { ...game, seats: game.seats.map((s) => (s.entryId === 5 ? { ...s, score: 21 } : s)) };
    expect(validateMatchResult(stage, entries, [uneven], { decisive: false }, teams)).toEqual([{ code: 'team_result_uneven', params: { game: 1, team: 2 } }]);
    const short = spreadTeamGame({ ...perTeam, seats: perTeam.seats.map((s, i) => (i === 0 ? { ...s, score: 24 } : s)) }, teams, entries);
    expect(validateMatchResult(stage, entries, [short as GameResult], { decisive: false }, teams).map((n) => n.code)).toEqual(['winner_below_target']);
  });

  it('gives both winners the win and the team’s PP; opponents’ PP counts the other teams alone', () => {
    const t: TableRecord = { round: 1, table: 1, entries, teams, bye: false, games: [game] };
    const rows = computeStandings(TEAMS, entries.map((id) => ({ id, dropped: false, joinedRound: 1 })), [t]);
    const row = (id: number) => rows.find((r) => r.entryId === id)!;
    expect(row(1)).toMatchObject({ groupScore: 1, tiebreaks: { pp: 26, opponents_pp: (20 + 20 + 8 + 8) / 4 } });
    expect(row(4)).toMatchObject({ groupScore: 1, tiebreaks: { pp: 26, opponents_pp: 14 } });
    expect(row(2)).toMatchObject({ groupScore: 0, tiebreaks: { pp: 20, opponents_pp: (26 + 26 + 8 + 8) / 4 } });
    expect(row(6)).toMatchObject({ groupScore: 0, tiebreaks: { pp: 8, opponents_pp: (26 + 26 + 20 + 20) / 4 } });
  });
});
