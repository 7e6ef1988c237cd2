// runtime: pure. A double-elimination stage round by round, from its history alone: round 1 is
// single elimination's draw; a winners'-bracket loser drops into the losers' bracket, whose
// losers are out; the winners' champion meets the losers' champion in the grand final, and when
// the losers' champion wins it (each has lost once) a reset match decides, unless the ruleset
// turns it off. Tables are places (double-layout.ts), so the bracket is read back from the stored
// tables: who won and who lost at each place.
import type { Ruleset } from '../rulesets/types';
import type { EntryId, Note, TableRecord } from '../types';
import { doubleLayout, grandFinalRound, losersPlaces, losersRounds, placeOf, winnersPlaces, type DoubleLayout } from './double-layout';
import { droppedInto } from './losers-crossing';
import { nextBracketRound, type BracketRound } from './single-elimination';
import { winnerOf } from './winners';

interface Outcome {
  winner: EntryId | null;
  /** Null for a bye or a table without a winner. */
  loser: EntryId | null;
}

const NONE: Outcome = { winner: null, loser: null };

export function outcomeOf(ruleset: Ruleset, table: TableRecord): Outcome {
  const winner = winnerOf(ruleset, table);
  const loser = table.bye || winner === null ? null : (table.entries.find((e) => e !== winner) ?? null);
  return { winner, loser };
}

/** The bracket as its tables left it: outcomes by round and place (both 1-based, stored 0-based). */
export interface DoubleBracket {
  layout: DoubleLayout;
  winners: Outcome[][];
  losers: Outcome[][];
  grandFinal: TableRecord | undefined;
}

/** The bracket's layout from round 1 (a table per two places, byes included); null before it. */
export function layoutOf(tables: readonly TableRecord[]): DoubleLayout | null {
  const first = tables.filter((t) => t.round === 1).length;
  return first === 0 ? null : doubleLayout(2 * first);
}

export function readDoubleBracket(ruleset: Ruleset, layout: DoubleLayout, tables: readonly TableRecord[]): DoubleBracket {
  const places = (count: number, placesIn: (r: number) => number) => Array.from({ length: count }, (_, i) => Array.from({ length: placesIn(i + 1) }, () => NONE));
  const out: DoubleBracket = {
    layout,
    winners: places(layout.k, (t) => winnersPlaces(layout, t)),
    losers: places(losersRounds(layout), (j) => losersPlaces(layout, j)),
    grandFinal: undefined,
  };
  for (const t of tables) {
    const at = placeOf(layout, t.round, t.table);
    if (at.bracket === 'grand_final') out.grandFinal = t;
    else if (at.bracket === 'winners') out.winners[at.round - 1]![at.place - 1] = outcomeOf(ruleset, t);
    else if (at.bracket === 'losers') out.losers[at.round - 1]![at.place - 1] = outcomeOf(ruleset, t);
  }
  return out;
}

/** Whether the grand final asks for a reset: the losers' champion (seat 2) won it, the ruleset
 * plays resets, and neither has dropped since (the other is then the winner). */
export function resetNeeded(ruleset: Ruleset, grandFinal: TableRecord | undefined, dropped: ReadonlySet<EntryId>): boolean {
  if (ruleset.plan?.grandFinalReset === false || !grandFinal || grandFinal.bye) return false;
  return winnerOf(ruleset, grandFinal) === grandFinal.entries[1] && grandFinal.entries.every((e) => !dropped.has(e));
}

/** Who meets at place p (0-based) of losers' round j, seat 1 first, and the note saying why. */
function losersSeats(bracket: DoubleBracket, j: number, p: number): { seats: (EntryId | null)[]; note: Note } {
  const { winners, losers } = bracket;
  if (j === 1) return { seats: [winners[0]![2 * p]!.loser, winners[0]![2 * p + 1]!.loser], note: { code: 'losers_bracket', params: { round: j } } };
  if (j % 2 === 1) return { seats: [losers[j - 2]![2 * p]!.winner, losers[j - 2]![2 * p + 1]!.winner], note: { code: 'losers_bracket', params: { round: j } } };
  const m = j / 2;
  const match = droppedInto(m, p, losersPlaces(bracket.layout, j));
  return {
    seats: [losers[j - 2]![p]!.winner, winners[m]![match]!.loser],
    note: { code: 'losers_bracket_drop', params: { round: j, wbRound: m + 1, match: match + 1 } },
  };
}

/** Stage round `round` (2 or later) from the bracket so far; `dropped`: who is out by dropping. */
export function nextDoubleRound(ruleset: Ruleset, bracket: DoubleBracket, dropped: ReadonlySet<EntryId>, round: number): BracketRound {
  const { layout } = bracket;
  const alive = (id: EntryId | null) => (id !== null && !dropped.has(id) ? id : null);
  const out: BracketRound = round <= layout.k ? nextBracketRound(bracket.winners[round - 2]!.map((o) => alive(o.winner))) : { matches: [], byes: [] };
  // Said at every winners' table too, so the desk and the room tell the two brackets apart.
  for (const m of out.matches) m.notes.push({ code: 'winners_bracket', params: { round } });
  // Two present meet; one goes through, on a walkover when the other has dropped.
  const place = (match: number, seats: (EntryId | null)[], note: Note) => {
    const entries = seats.map(alive).filter((id): id is EntryId => id !== null);
    if (entries.length === 2) out.matches.push({ match, entries, notes: [note] });
    else if (entries.length === 1) {
      const walkover = seats.some((id) => id !== null && dropped.has(id));
      out.byes.push({ match, entries, notes: [{ code: walkover ? 'walkover' : 'losers_bracket_bye', params: { entryId: entries[0]! } }] });
    }
  };
  const j = round - 1;
  if (j >= 1 && j <= losersRounds(layout)) {
    const offset = winnersPlaces(layout, round);
    for (let p = 0; p < losersPlaces(layout, j); p++) {
      const { seats, note } = losersSeats(bracket, j, p);
      place(offset + p + 1, seats, note);
    }
  }
  const final = grandFinalRound(layout);
  if (round === final) {
    const losersChampion = layout.k === 1 ? bracket.winners[0]![0]!.loser : bracket.losers[losersRounds(layout) - 1]![0]!.winner;
    place(1, [bracket.winners[layout.k - 1]![0]!.winner, losersChampion], { code: 'grand_final', params: {} });
  } else if (round === final + 1 && resetNeeded(ruleset, bracket.grandFinal, dropped)) {
    place(1, bracket.grandFinal!.entries, { code: 'grand_final_reset', params: {} });
  }
  return out;
}
