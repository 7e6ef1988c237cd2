import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomesOfPlaces, placesWellFormed } from '../../../shared/model/places';

/** Places as a finish gives them: sort scores, equal scores share the better place. */
function placesOf(scores: number[]): number[] {
  return scores.map((s) => 1 + scores.filter((t) => t > s).length);
}

describe('places of a game entered by places', () => {
  it('every finish (scores, ties included) gives well-formed places, and nothing else is well formed', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }), (scores) => {
        expect(placesWellFormed(placesOf(scores))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }), (places) => {
        const fromAFinish = JSON.stringify(placesOf(places.map((p) => -p))) === JSON.stringify(places);
        expect(placesWellFormed(places)).toBe(fromAFinish);
      }),
    );
  });
  it('a sole first wins, a shared first draws, the rest lose', () => {
    expect(outcomesOfPlaces([2, 1, 3])).toEqual(['loss', 'win', 'loss']);
    expect(outcomesOfPlaces([1, 1, 3, 4])).toEqual(['draw', 'draw', 'loss', 'loss']);
    expect(outcomesOfPlaces([1, 2, 2])).toEqual(['win', 'loss', 'loss']);
  });
});
