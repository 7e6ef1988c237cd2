// runtime: pure
// A game entered as a race says each seat's score and how it ended; its places must be the ones
// those give (shared/model/race.ts), so the outcomes the places check reads follow from the scores.
// Games of the other entries carry no ending.
import { endingNamesWinner, racePlaces, timeEndings } from '../../../shared/model/race';
import type { Ruleset } from '../rulesets/types';
import type { GameResult, Note } from '../types';
import { note } from './codes';
import { raceEndingsOf, validateRaceTies } from './validate-race-ties';

export function validateGameRace(ruleset: Ruleset, game: GameResult, gameNo: number): Note[] {
  const form = ruleset.resultForm;
  const { entry, target } = form;
  if (entry !== 'race') return game.ending === undefined ? [] : [note('ending_not_asked', { game: gameNo })];
  if (game.ending === undefined) return [note('ending_missing', { game: gameNo })];
  if (form.untimed && timeEndings.includes(game.ending)) return [note('ending_untimed', { game: gameNo })];
  if (!raceEndingsOf(form).includes(game.ending)) return [note('ending_not_offered', { game: gameNo, ending: game.ending })];
  if (game.ending !== 'time_warriors' && game.seats.some((s) => s.warriors !== undefined)) return [note('warriors_not_asked', { game: gameNo })];
  const scores = game.seats.map((s) => s.score);
  let winner: number | null = null;
  if (endingNamesWinner(game.ending)) {
    const winners = game.seats.flatMap((s, i) => (s.outcome === 'win' ? [i] : []));
    if (winners.length !== 1) return [note('target_needs_one_winner', { game: gameNo })];
    winner = winners[0]!;
    const seat = game.seats[winner]!;
    if (target !== undefined && seat.score < target) return [note('winner_below_target', { game: gameNo, entryId: seat.entryId, score: seat.score, target })];
  }
  const ties = validateRaceTies(form, game, winner, gameNo);
  if (ties.length > 0) return ties;
  const places = racePlaces(scores, game.ending, winner, game.seats.map((s) => s.warriors));
  return game.seats.every((s, i) => s.place === places[i]) ? [] : [note('places_not_scores', { game: gameNo })];
}
