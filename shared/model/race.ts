// runtime: pure. A game entered as a race to a target score (Catan: the first to 10 VP on their own
// turn wins, 1.7; at time the most VP wins and a shared lead is shared, 1.17; Doomtrooper: the first
// to 25 or 40 PP, a tie there played on, a tie at time broken by warriors in play or three more
// turns): each seat's score and how the game ended. The places, and from them the outcomes
// (places.ts), follow from those, so the results desk and the core's check agree on one reading.
import { outcomesOfPlaces } from './places';

/** `target`: a seat reached the target; `time`: time was called, the most points leading;
 * `target_tie`: seats level at the target played on until one was far enough ahead;
 * `time_warriors`: a lead level at time broken by warriors in play; `time_turns`: still level,
 * the tied seats played more turns and the score after them decides. A form offers some of them
 * (`ResultForm.endings`); Catan's offers the first two. */
export const raceEndings = ['target', 'time', 'target_tie', 'time_warriors', 'time_turns'] as const;
export type RaceEnding = (typeof raceEndings)[number];

/** The endings that mean the game was stopped by the clock: a stage that is never ended for time
 * offers none of them. */
export const timeEndings: readonly RaceEnding[] = ['time', 'time_warriors', 'time_turns'];

/** Endings where a marked seat won however the scores stand; the others are placed by score. */
const winnerEndings: readonly RaceEnding[] = ['target', 'target_tie'];

export function endingNamesWinner(ending: RaceEnding): boolean {
  return winnerEndings.includes(ending);
}

/** 1 + the seats placed before. Where the ending names a winner, that seat is the sole first and
 * the others follow it by score from second place; else scores place the seats, so a shared top
 * score shares first place, except that at time a lead broken by warriors in play orders the
 * leaders by their warriors (`warriors`, by seat; only the leaders' count). */
export function racePlaces(scores: readonly number[], ending: RaceEnding, winner: number | null, warriors: readonly (number | undefined)[] = []): number[] {
  if (endingNamesWinner(ending) && winner !== null) return scores.map((s, i) => (i === winner ? 1 : 2 + scores.filter((o, j) => j !== winner && o > s).length));
  const top = Math.max(...scores);
  const w = (i: number) => (ending === 'time_warriors' && scores[i] === top ? (warriors[i] ?? 0) : 0);
  return scores.map((s, i) => 1 + scores.filter((o, j) => o > s || (o === s && w(j) > w(i))).length);
}

/** Each seat's outcome: the sole first wins, a shared first is a draw (each tied leader gets half
 * a win), everyone else loses. */
export function raceOutcomes(scores: readonly number[], ending: RaceEnding, winner: number | null, warriors: readonly (number | undefined)[] = []) {
  return outcomesOfPlaces(racePlaces(scores, ending, winner, warriors));
}
