// runtime: pure. A game entered as a race to a target score (Catan: the first to 10 VP on their own
// turn wins, 1.7; at time the most VP wins and a shared lead is shared, 1.17): each seat's score
// and how the game ended. The places, and from them the outcomes (places.ts), follow from those,
// so the results desk and the core's check agree on one reading.
import { outcomesOfPlaces } from './places';

export const raceEndings = ['target', 'time'] as const;
export type RaceEnding = (typeof raceEndings)[number];

/** 1 + the seats that scored more. At the target, the seat that reached it on its own turn is the
 * sole first and the others follow it by score from second place; at time, scores alone place the
 * seats, so a shared top score shares first place. */
export function racePlaces(scores: readonly number[], ending: RaceEnding, winner: number | null): number[] {
  if (ending === 'time' || winner === null) return scores.map((s) => 1 + scores.filter((o) => o > s).length);
  return scores.map((s, i) => (i === winner ? 1 : 2 + scores.filter((o, j) => j !== winner && o > s).length));
}

/** Each seat's outcome: the sole first wins, a shared first is a draw (each tied leader gets half
 * a win), everyone else loses. */
export function raceOutcomes(scores: readonly number[], ending: RaceEnding, winner: number | null) {
  return outcomesOfPlaces(racePlaces(scores, ending, winner));
}
