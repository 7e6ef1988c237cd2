// runtime: pure. A single-elimination stage round by round, from its history alone: round 1 seats
// the seeds by seedOrder (seeds past the field are byes, so byes fall to the top seeds, at most
// one per match: Decision, byes); every later round's match k is the winners of the round
// before's matches 2k - 1 and 2k. A table's number is its match's place in the round, byes
// included, so the bracket is read back from the stored tables.
import type { EntryId, Note } from '../types';
import { bracketSize, seedOrder } from './seed-order';

export interface BracketMatch {
  /** 1-based place in its round: round r + 1's match k is fed by round r's 2k - 1 and 2k. */
  match: number;
  /** Seat 1 is the better seed (or the winner of the upper match). */
  entries: EntryId[];
  notes: Note[];
}

export interface BracketRound {
  matches: BracketMatch[];
  /** Matches of one entry: it goes through without playing (round 1 only). */
  byes: BracketMatch[];
}

/** Round 1 of a bracket seeded best first. */
export function firstBracketRound(seeds: readonly EntryId[]): BracketRound {
  const order = seedOrder(bracketSize(seeds.length));
  const out: BracketRound = { matches: [], byes: [] };
  for (let k = 0; k < order.length / 2; k++) {
    const [a, b] = [order[2 * k]!, order[2 * k + 1]!];
    const present = [a, b].filter((s) => s <= seeds.length).sort((x, y) => x - y);
    const entries = present.map((s) => seeds[s - 1]!);
    if (entries.length === 2) out.matches.push({ match: k + 1, entries, notes: [{ code: 'bracket_seeds', params: { seedA: present[0]!, seedB: present[1]! } }] });
    else out.byes.push({ match: k + 1, entries, notes: [{ code: 'bracket_bye', params: { seed: present[0]! } }] });
  }
  return out;
}

/** The round after one, from its winners in match order (null: nobody goes through from that
 * match). Two winners meet; one alone goes through on a bye; a place with neither stays empty. */
export function nextBracketRound(winners: readonly (EntryId | null)[]): BracketRound {
  const out: BracketRound = { matches: [], byes: [] };
  for (let k = 0; k < winners.length; k += 2) {
    const entries = [winners[k], winners[k + 1]].filter((w): w is EntryId => w !== null && w !== undefined);
    const match = { match: k / 2 + 1, entries, notes: [] };
    if (entries.length === 2) out.matches.push(match);
    else if (entries.length === 1) out.byes.push({ ...match, notes: [{ code: 'walkover', params: { entryId: entries[0]! } }] });
  }
  return out;
}

/** How many rounds a bracket for this field has. */
export function bracketRounds(field: number): number {
  return Math.log2(bracketSize(field));
}
