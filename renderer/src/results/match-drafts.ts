// runtime: pure. The match form's drafts under each way the ruleset asks for a result, who won
// (match-model.ts), each seat's place (places-model.ts) or a race's scores and ending
// (race-model.ts), behind one set of calls: the form's saving, refusals and conflicts are the same
// for all.
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { callWinnerOf, type CallWinner } from './first-move';
import { blankGames, checkDrafts, draftsFrom, toGames, withoutGamesAfterDecision, type DraftProblems, type GameDraft, type MatchRules } from './match-model';
import type { DecidedGame } from '../features/feature';
import { blankPlaces, checkPlaces, placesDraftsFrom, placesToGames, type PlacesDraft, type PlacesProblems } from './places-model';
import { blankRace, checkRace, raceDraftsFrom, raceToGames, type RaceDraft, type RaceProblems } from './race-model';

/** What is typed, and the problems found the last time the desk tried to save it. */
export type MatchDrafts =
  | { entry: 'winner'; games: GameDraft[]; call: CallWinner; problems: DraftProblems | null }
  | { entry: 'places'; games: PlacesDraft[]; problems: PlacesProblems | null }
  | { entry: 'race'; games: RaceDraft[]; problems: RaceProblems | null };

/** Blank games (those decided at the table already given), or the table's stored result to correct. */
export function openDrafts(table: RoundTable, rules: MatchRules, decided: readonly DecidedGame[] = []): MatchDrafts {
  const stored = table.result?.games;
  if (rules.entry === 'places') return { entry: 'places', games: stored ? placesDraftsFrom(stored, table, rules) : blankPlaces(table, rules), problems: null };
  if (rules.entry === 'race') return { entry: 'race', games: stored ? raceDraftsFrom(stored, table, rules) : blankRace(table, rules), problems: null };
  return {
    entry: 'winner',
    games: stored ? draftsFrom(stored, table, rules) : withDecidedGames(blankGames(rules), decided, table, rules),
    call: stored && rules.roleByCall ? callWinnerOf(stored, table, rules.roles[0]) : '',
    problems: null,
  };
}

/** The games after game `i` (0-based) is typed: those decided at the table or by the match's
 * decision follow from the others, while the game just typed keeps what was typed (a winner
 * contrary to a ruling at the table is the core's to refuse, naming it). */
export function typedGame(games: GameDraft[], i: number, next: GameDraft, table: RoundTable, rules: MatchRules, decided: readonly DecidedGame[]): GameDraft[] {
  const put = (list: GameDraft[]) => list.map((x, j) => (j === i ? next : x));
  return put(withDecidedGames(put(games), decided, table, rules));
}

/** The drafts with each game decided at the table (lost by a ruling) given to the other seat; after
 * a match decided there, the later games too until the other seat has the games a match needs;
 * every game after the decision not played. Applied again at each change, since the games a
 * decided match still needs follow from the earlier games as the desk enters them. */
export function withDecidedGames(drafts: GameDraft[], decided: readonly DecidedGame[], table: RoundTable, rules: MatchRules): GameDraft[] {
  let games = drafts;
  for (const f of decided) {
    const other = table.seats.find((s) => s.entryId !== f.entryId)?.position;
    if (other !== 1 && other !== 2) continue;
    const winner = String(other) as '1' | '2';
    games = games.map((d, i) => (i === f.game - 1 ? { ...d, winner } : d));
    if (!f.match) continue;
    // Whether a later game is needed at all depends on the earlier games: none is given before them.
    if (games.slice(0, f.game - 1).some((d) => d.winner === '')) continue;
    let wins = games.slice(0, f.game).filter((d) => d.winner === winner).length;
    games = games.map((d, i) => {
      if (i < f.game) return d;
      if (wins >= (rules.winsToDecide ?? rules.gamesRequired)) return { ...d, winner: 'skip' };
      wins += 1;
      return { ...d, winner };
    });
  }
  return withoutGamesAfterDecision(games, rules);
}

export function checked(drafts: MatchDrafts, table: RoundTable, rules: MatchRules): MatchDrafts {
  if (drafts.entry === 'places') return { ...drafts, problems: checkPlaces(drafts.games, rules) };
  if (drafts.entry === 'race') return { ...drafts, problems: checkRace(drafts.games, table, rules) };
  return { ...drafts, problems: checkDrafts(drafts.games, rules, drafts.call) };
}

export function gamesOf(drafts: MatchDrafts, table: RoundTable, rules: MatchRules): GameValue[] {
  if (drafts.entry === 'places') return placesToGames(drafts.games, table, rules);
  if (drafts.entry === 'race') return raceToGames(drafts.games, table, rules);
  return toGames(drafts.games, table, rules, drafts.call);
}
