// runtime: pure. The match form's drafts under either way the ruleset asks for a result, who won
// (match-model.ts) or each seat's place (places-model.ts), behind one set of calls: the form's
// saving, refusals and conflicts are the same for both.
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { callWinnerOf, type CallWinner } from './first-move';
import { blankGames, checkDrafts, draftsFrom, toGames, type DraftProblems, type GameDraft, type MatchRules } from './match-model';
import { withForfeits } from './penalty-model';
import { blankPlaces, checkPlaces, placesDraftsFrom, placesToGames, type PlacesDraft, type PlacesProblems } from './places-model';

/** What is typed, and the problems found the last time the desk tried to save it. */
export type MatchDrafts =
  | { entry: 'winner'; games: GameDraft[]; call: CallWinner; problems: DraftProblems | null }
  | { entry: 'places'; games: PlacesDraft[]; problems: PlacesProblems | null };

/** Blank games (those lost by penalty already given), or the table's stored result to correct. */
export function openDrafts(table: RoundTable, rules: MatchRules): MatchDrafts {
  const stored = table.result?.games;
  if (rules.entry === 'places') return { entry: 'places', games: stored ? placesDraftsFrom(stored, table, rules) : blankPlaces(table, rules), problems: null };
  return {
    entry: 'winner',
    games: stored ? draftsFrom(stored, table, rules) : withForfeits(blankGames(rules), table, rules),
    call: stored && rules.roleByCall ? callWinnerOf(stored, table, rules.roles[0]) : '',
    problems: null,
  };
}

export function checked(drafts: MatchDrafts, rules: MatchRules): MatchDrafts {
  return drafts.entry === 'places' ? { ...drafts, problems: checkPlaces(drafts.games, rules) } : { ...drafts, problems: checkDrafts(drafts.games, rules, drafts.call) };
}

export function gamesOf(drafts: MatchDrafts, table: RoundTable, rules: MatchRules): GameValue[] {
  return drafts.entry === 'places' ? placesToGames(drafts.games, table, rules) : toGames(drafts.games, table, rules, drafts.call);
}
