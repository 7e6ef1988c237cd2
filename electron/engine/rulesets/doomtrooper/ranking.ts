// runtime: pure
// The Doomtrooper ranking across rounds (Decision, docs/rulesets/doomtrooper.md): wins, then PP
// over all games, then the opponents' PP. A row's points are the seat's PP as entered
// (scoring.ts), so the PP column is the standings' game points.
import { meanOverOpponents } from '../../standings/tiebreakers/opponents';
import type { Tiebreaker } from '../../standings/tiebreakers/types';
import type { EventData } from '../../standings/types';

/** Whole games won, a bye among them; a lead still shared after three more turns wins nothing. */
export function wins(d: EventData): Float64Array {
  return Float64Array.from(d.matchWins);
}

/** The mean of the PP totals of the opponents met, each meeting counted once: the field faced,
 * the same for a table of 3 as for one of 6. A bye has no opponent. */
function opponentsPp(d: EventData): Float64Array {
  return meanOverOpponents(d, d.gamePoints);
}

export const DOOMTROOPER_TIEBREAKERS = ['pp', 'opponents_pp'] as const;

export const doomtrooperTiebreakers: Readonly<Record<(typeof DOOMTROOPER_TIEBREAKERS)[number], Tiebreaker>> = {
  pp: { id: 'pp', kind: 'per-entry', descriptionKey: 'tiebreaker.pp.description', better: 'desc', format: 'number', compute: (d) => d.gamePoints },
  opponents_pp: { id: 'opponents_pp', kind: 'per-entry', descriptionKey: 'tiebreaker.opponents_pp.description', better: 'desc', format: 'hundredths', compute: opponentsPp },
};
