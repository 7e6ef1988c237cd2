// runtime: pure
// Every Note code the result validator emits. docs/rulesets/netrunner.md and generic.md list
// them with their params; a test checks each one is reachable. What features record at a table
// gives codes of their own (their host's `table.problems`).
export const RESULT_CODES = [
  'wrong_seat_count', // { expected, actual }
  'wrong_game_count', // { min, max, actual }
  'seat_missing', // { game, entryId }
  'seat_duplicate', // { game, entryId }
  'seat_unknown', // { game, entryId }
  'two_winners', // { game }
  'no_winner', // { game }
  'outcomes_mismatch', // { game }
  'draw_not_allowed', // { game }
  'place_not_asked', // { game }
  'place_missing', // { game, entryId }
  'places_out_of_order', // { game }
  'outcomes_not_places', // { game }
  'ending_not_asked', // { game }
  'ending_missing', // { game }
  'target_needs_one_winner', // { game }
  'winner_below_target', // { game, entryId, score, target }
  'ending_untimed', // { game }
  'ending_not_offered', // { game, ending }
  'warriors_not_asked', // { game }
  'target_tie_not_played_on', // { game }
  'play_on_short', // { game, entryId, score, needed }
  'play_on_not_ahead', // { game }
  'time_over_target', // { game, entryId, score, target }
  'time_tie_unbroken', // { game }
  'warriors_without_tie', // { game }
  'warriors_missing', // { game, entryId }
  'warriors_tied', // { game }
  'places_not_scores', // { game }
  'role_missing', // { game, entryId }
  'role_unknown', // { game, entryId, role }
  'roles_not_distinct', // { game, role }
  'roles_not_swapped', // { game, entryId, role }
  'agenda_not_whole', // { game, entryId, score }
  'agenda_out_of_range', // { game, entryId, score, min, max }
  'score_invalid', // { game, entryId }
  'match_needs_winner', // { games }
  'game_after_decision', // { game, entryId, wins }
  'team_result_uneven', // { game, team }
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export function note(code: ResultCode, params: Record<string, string | number>): { code: ResultCode; params: Record<string, string | number> } {
  return { code, params };
}
