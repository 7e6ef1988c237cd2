// runtime: pure
// One entry point whatever the ruleset: a table's seats, or a bye, scored by its module. A table
// of teams is scored as its teams, each team's first seat standing for it, and every player gets
// the team's score.
import { teamGame, teamSeats } from '../../../shared/model/teams';
import { rulesetModule } from './registry';
import type { Ruleset } from './types';
import type { EntryId, GameResult } from '../types';
import type { SeatMatchScore } from '../scoring/types';

export function scoreTable(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], teams?: readonly number[]): SeatMatchScore[] {
  if (!teams) return rulesetModule(ruleset.id).scoring.table(ruleset, entries, games);
  const leads = teamSeats(teams).map((seats) => entries[seats[0]!]!);
  const byTeam = scoreTable(ruleset, leads, games.map((g) => teamGame(g, teams)));
  return entries.map((entryId, seat) => ({ ...byTeam[teams[seat]! - 1]!, entryId }));
}

export function scoreBye(ruleset: Ruleset, entryId: EntryId): SeatMatchScore {
  return rulesetModule(ruleset.id).scoring.bye(ruleset, entryId);
}
