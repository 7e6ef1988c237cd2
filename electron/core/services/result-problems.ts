// runtime: node. Turns the result notes of the engine and the features into a validation error: an
// English message for logs and API users, and the notes themselves so the UI names each problem
// in its own language.
import { CommandError } from '../../../shared/contract/errors';
import type { ResultCode } from '../../engine/scoring';
import type { Note } from '../../engine/types';
import { featureProblemMessage } from './table-rulings';

const messages: Record<ResultCode, string> = {
  wrong_seat_count: 'the table does not seat the players this game needs',
  wrong_game_count: 'wrong number of games',
  seat_missing: 'a player is missing from a game',
  seat_duplicate: 'a player appears twice in a game',
  seat_unknown: 'a game names someone not at this table',
  two_winners: 'a game has more than one winner',
  no_winner: 'a game has a loser but no winner',
  outcomes_mismatch: 'the outcomes of a game do not fit together',
  draw_not_allowed: 'this ruleset has no draws',
  place_not_asked: 'this ruleset asks who won, not places',
  place_missing: 'a player has no place',
  places_out_of_order: 'places must count 1, 2, 3 with shared places skipping the next',
  outcomes_not_places: 'the outcomes do not follow the places',
  ending_not_asked: 'this ruleset does not ask how a game ended',
  ending_missing: 'say how the game ended: the target reached or time',
  target_needs_one_winner: 'a game won by reaching the target has exactly one winner',
  winner_below_target: 'the winner has fewer points than the target',
  ending_untimed: 'this game is never ended for time',
  ending_not_offered: 'this game cannot end that way',
  warriors_not_asked: 'warriors in play are entered only when they break a tie at time',
  target_tie_not_played_on: 'a tie at the target is played on: enter the result after it',
  play_on_short: 'the winner of a tie played on has fewer points than the target and the margin',
  play_on_not_ahead: 'the winner of a tie played on must be ahead of everyone',
  time_over_target: 'a player reached the target, so the game did not end at time',
  time_tie_unbroken: 'a lead level at time is broken by warriors in play',
  warriors_without_tie: 'warriors in play break only a lead level at time',
  warriors_missing: 'enter the warriors in play of every tied leader',
  warriors_tied: 'the leaders have as many warriors: three more turns are played',
  places_not_scores: 'the places do not follow the scores and the ending',
  role_missing: 'a role is missing',
  role_unknown: 'a role this game does not have',
  roles_not_distinct: 'both players have the same role',
  roles_not_swapped: 'roles must swap after game 1',
  agenda_not_whole: 'agenda points must be whole numbers',
  agenda_out_of_range: 'agenda points out of range',
  score_invalid: 'a score is not a number',
  match_needs_winner: 'a knockout match needs a winner',
  game_after_decision: 'a game after one side has won the match was never played',
  team_result_uneven: 'a team has one result: its players need the same PP and outcome',
};

export function resultProblem(notes: Note[], table: number): CommandError {
  const fields = notes.map((n) => ({
    path: typeof n.params?.game === 'number' ? `games.${n.params.game - 1}` : 'games',
    message: messages[n.code as ResultCode] ?? featureProblemMessage(n.code) ?? n.code,
  }));
  return new CommandError('validation', `Table ${table}: ${[...new Set(fields.map((f) => f.message))].join('; ')}.`, { fields, notes });
}
