// runtime: pure
// A game entered as a race says each seat's score and how it ended; its places must be the ones
// those give (shared/model/race.ts), so the outcomes the places check reads follow from the scores.
// Games of the other entries carry no ending.
import { racePlaces } from '../../../shared/model/race';
import type { Ruleset } from '../rulesets/types';
import type { GameResult, Note } from '../types';
import { note } from './codes';

export function validateGameRace(ruleset: Ruleset, game: GameResult, gameNo: number): Note[] {
  const { entry, target } = ruleset.resultForm;
  if (entry !== 'race') return game.ending === undefined ? [] : [note('ending_not_asked', { game: gameNo })];
  if (game.ending === undefined) return [note('ending_missing', { game: gameNo })];
  const scores = game.seats.map((s) => s.score);
  let winner: number | null = null;
  if (game.ending === 'target') {
    const winners = game.seats.flatMap((s, i) => (s.outcome === 'win' ? [i] : []));
    if (winners.length !== 1) return [note('target_needs_one_winner', { game: gameNo })];
    winner = winners[0]!;
    const seat = game.seats[winner]!;
    if (target !== undefined && seat.score < target) return [note('winner_below_target', { game: gameNo, entryId: seat.entryId, score: seat.score, target })];
  }
  const places = racePlaces(scores, game.ending, winner);
  return game.seats.every((s, i) => s.place === places[i]) ? [] : [note('places_not_scores', { game: gameNo })];
}
