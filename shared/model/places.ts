// runtime: pure. A game entered by places (tables of more than two seats): the places say every
// seat's outcome, so the results desk and the core's check agree on one reading.
/** Places are competition ranking: each seat's place is 1 + the seats placed strictly before it
 * (1, 1, 3 is well formed; 1, 2, 2 too; 1, 3, 3 and 2, 2, 3 are not). */
export function placesWellFormed(places: readonly number[]): boolean {
  return places.every((p) => Number.isInteger(p) && p === 1 + places.filter((q) => q < p).length);
}

/** A sole first place wins; a shared first place is a draw for those who share it (a shared lead
 * at time); every other place loses. */
export function outcomesOfPlaces(places: readonly number[]): ('win' | 'draw' | 'loss')[] {
  const firsts = places.filter((p) => p === 1).length;
  return places.map((p) => (p !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw'));
}
