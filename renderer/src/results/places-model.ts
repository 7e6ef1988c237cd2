// runtime: pure. A game entered by places (tables of more than two seats) as the results desk holds
// it: per seat the place chosen and the score typed; how that becomes the games the core stores and
// back, and what is checked before sending. What places mean is shared/model/places.ts, the
// core's own reading, so the desk never sends what the core would refuse for its places.
import { outcomesOfPlaces, placesWellFormed } from '../../../shared/model/places';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { badScore, mayBeUnplayed, roleOf, type MatchRules } from './match-model';

export interface PlacesDraft {
  /** False for a game after the first that the match did not need (see mayBeUnplayed). */
  played: boolean;
  /** Per seat, in the table's seat order: the place chosen ('' while none), 1 being first. */
  places: string[];
  /** Per seat, in the table's seat order: the score as typed. */
  scores: string[];
}

export function blankPlaces(table: RoundTable, rules: MatchRules): PlacesDraft[] {
  const blank = () => table.seats.map(() => '');
  return Array.from({ length: rules.games }, (_, i) => ({ played: !mayBeUnplayed(i, rules), places: blank(), scores: blank() }));
}

export function placesDraftsFrom(games: GameValue[], table: RoundTable, rules: MatchRules): PlacesDraft[] {
  return blankPlaces(table, rules).map((blank, i) => {
    const g = games[i];
    if (!g) return blank;
    const seat = (entryId: number) => g.seats.find((s) => s.entryId === entryId);
    return {
      played: true,
      places: table.seats.map((s) => String(seat(s.entryId)?.place ?? '')),
      scores: table.seats.map((s) => String(seat(s.entryId)?.score ?? 0)),
    };
  });
}

export interface PlacesProblems {
  /** Per game and seat: no place chosen. */
  place: boolean[][];
  /** Per game: every seat has a place, but they do not count 1, 2, 3 (shared places skip). */
  order: boolean[];
  /** Per game: a shared first place, which is a draw, where the ruleset has none. */
  draw: boolean[];
  /** Per game and seat: a score missing or not a whole number. */
  score: boolean[][];
}

export function checkPlaces(drafts: PlacesDraft[], rules: MatchRules): PlacesProblems | null {
  const place = drafts.map((d) => d.places.map((p) => d.played && p === ''));
  const complete = drafts.map((d, i) => d.played && !place[i]!.some(Boolean));
  const order = drafts.map((d, i) => complete[i]! && !placesWellFormed(d.places.map(Number)));
  const draw = drafts.map((d, i) => complete[i]! && !order[i] && !rules.drawsAllowed && outcomesOfPlaces(d.places.map(Number)).includes('draw'));
  const score = drafts.map((d) => d.scores.map((s) => d.played && badScore(s, rules)));
  return [...place.flat(), ...order, ...draw, ...score.flat()].some(Boolean) ? { place, order, draw, score } : null;
}

export function placesToGames(drafts: PlacesDraft[], table: RoundTable, rules: MatchRules): GameValue[] {
  return drafts.flatMap((d, game) => {
    if (!d.played) return [];
    const places = d.places.map(Number);
    const outcomes = outcomesOfPlaces(places);
    return [
      {
        seats: table.seats.map((s, i) => {
          const role = roleOf(table, s.position, game, rules);
          return { entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: Number(d.scores[i]!.trim() || 0), ...(role ? { role } : {}) };
        }),
      },
    ];
  });
}
