// runtime: pure
// The result-entry check: the UI shows every note (translated by code) and refuses to save
// while any remain. An empty list means the result is valid.
import { rulesetModule } from './registry';
import type { Ruleset } from './types';
import type { EntryId, GameResult, Note } from '../types';
import { note } from '../scoring/codes';
import { scoreTable } from './score-table';
import { validateGamesAfterDecision } from './validate-decided';
import { validateGameOutcomes } from '../scoring/validate-outcomes';
import { validateGamePlaces } from '../scoring/validate-places';
import { validateGameRace } from '../scoring/validate-race';
import { validateRoles } from '../scoring/validate-roles';
import { validateGameScores } from './validate-scores';
import { validateGameSeats } from '../scoring/validate-seats';
import { teamGame, teamSeats, unevenTeam } from '../../../shared/model/teams';

/** Games a result must have, by the ruleset's module. */
export function gameCountRange(ruleset: Ruleset): { min: number; max: number } {
  return rulesetModule(ruleset.id).scoring.gameCount(ruleset);
}

/** `decisive`: the stage needs a winner at every table (a knockout). What features record at the
 * table (games lost by a ruling there) they check themselves (core/services/table-rulings.ts). */
export function validateMatchResult(
  ruleset: Ruleset,
  entries: EntryId[],
  games: GameResult[],
  stage: { decisive: boolean } = { decisive: false },
  teams?: readonly number[],
): Note[] {
  if (teams) return validateTeamResult(ruleset, entries, games, stage, teams);
  const seats = ruleset.seats;
  if (entries.length < seats.min || entries.length > seats.max || new Set(entries).size !== entries.length) {
    const expected = seats.min === seats.max ? seats.min : `${seats.min}-${seats.max}`;
    return [note('wrong_seat_count', { expected, actual: new Set(entries).size })];
  }
  const notes: Note[] = [];
  const { min, max } = gameCountRange(ruleset);
  if (games.length < min || games.length > max) {
    notes.push(note('wrong_game_count', { min, max, actual: games.length }));
  }
  let seatsOk = true;
  games.forEach((game, i) => {
    const seatNotes = validateGameSeats(entries, game, i + 1);
    notes.push(...seatNotes);
    if (seatNotes.length > 0) {
      seatsOk = false;
      return; // outcomes and scores of a malformed game would only repeat the seat problem
    }
    const placeNotes = validateGamePlaces(ruleset, game, i + 1);
    notes.push(...placeNotes);
    // Places that are not well formed already say what is wrong; the race reading would repeat it.
    if (placeNotes.length === 0 || ruleset.resultForm.entry !== 'race') notes.push(...validateGameRace(ruleset, game, i + 1));
    if (ruleset.resultForm.entry === 'winner') notes.push(...validateGameOutcomes(game, i + 1, ruleset.drawsAllowed));
    notes.push(...validateGameScores(ruleset, game, i + 1));
  });
  if (seatsOk) notes.push(...validateGamesAfterDecision(ruleset, games));
  if (seatsOk) notes.push(...validateRoles(ruleset.roles, games));
  if (notes.length === 0 && stage.decisive && !scoreTable(ruleset, entries, games).some((s) => s.result === 'win')) {
    notes.push(note('match_needs_winner', { games: games.length }));
  }
  return notes;
}

/** A table of teams: each team has one result, so its seats must agree; then its teams are checked
 * as the seats of one game, each team's first seat standing for it. */
function validateTeamResult(
  ruleset: Ruleset,
  entries: EntryId[],
  games: GameResult[],
  stage: { decisive: boolean },
  teams: readonly number[],
): Note[] {
  const seatNotes = games.flatMap((game, i) => validateGameSeats(entries, game, i + 1));
  if (seatNotes.length > 0) return seatNotes;
  const uneven = games.flatMap((game, i) => {
    const team = unevenTeam(game, teams);
    return team === null ? [] : [note('team_result_uneven', { game: i + 1, team })];
  });
  if (uneven.length > 0) return uneven;
  const leads = teamSeats(teams).map((seats) => entries[seats[0]!]!);
  const asTeams = { ...ruleset, seats: { min: leads.length, max: leads.length } };
  return validateMatchResult(asTeams, leads, games.map((g) => teamGame(g, teams)), stage);
}
