// runtime: dom. A game entered by places in words, first place first: "1. Ann 7 · 2. Bob 5 · 3. Cy 3".
// The results desk and the audit of corrections read it the same way.
import type { TFunction } from 'i18next';
import type { GameValue } from '../../../shared/model/result';

/** The game was entered by places (a game entered by who won carries none). */
export function hasPlaces(game: GameValue): boolean {
  return game.seats.some((s) => s.place !== undefined);
}

export function placesText(t: TFunction, game: GameValue, nameOf: (entryId: number) => string): string {
  const last = game.seats.length + 1;
  // A stable sort: seats that share a place stay in seat order.
  return [...game.seats]
    .sort((a, b) => (a.place ?? last) - (b.place ?? last))
    .map((s) => t('results.summaryPlace', { place: s.place ?? '–', name: nameOf(s.entryId), score: s.score }))
    .join(t('results.listSeparator'));
}
