// runtime: pure
// A game entered by places says where every seat finished, and its outcomes follow from the
// places (shared/model/places.ts); a game entered by winner carries no places and has its
// outcomes checked by validate-outcomes.ts instead.
import { outcomesOfPlaces, placesWellFormed } from '../../../shared/model/places';
import type { Ruleset } from '../rulesets/types';
import type { GameResult, Note } from '../types';
import { note } from './codes';

export function validateGamePlaces(ruleset: Ruleset, game: GameResult, gameNo: number): Note[] {
  const placed = game.seats.filter((s) => s.place !== undefined);
  if (ruleset.resultForm.entry === 'winner') return placed.length === 0 ? [] : [note('place_not_asked', { game: gameNo })];
  const missing = game.seats.filter((s) => s.place === undefined);
  if (missing.length > 0) return missing.map((s) => note('place_missing', { game: gameNo, entryId: s.entryId }));
  const places = game.seats.map((s) => s.place!);
  if (!placesWellFormed(places)) return [note('places_out_of_order', { game: gameNo })];
  const outcomes = outcomesOfPlaces(places);
  if (game.seats.some((s, i) => s.outcome !== outcomes[i])) return [note('outcomes_not_places', { game: gameNo })];
  // A shared first place is a drawn game (a shared lead at time).
  return !ruleset.drawsAllowed && outcomes.includes('draw') ? [note('draw_not_allowed', { game: gameNo })] : [];
}
