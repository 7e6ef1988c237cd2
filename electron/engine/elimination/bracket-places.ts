// runtime: pure. The places of a drawn bracket's rounds (bracket-view.ts), each from its stored
// table or from who is known to reach it, and each entry's seed in the draw.
import type { Ruleset } from '../rulesets/types';
import type { EntryId, TableRecord } from '../types';
import { seedOrder } from './seed-order';
import { winnerOf } from './winners';

export interface BracketSide {
  entryId: EntryId;
  seed: number | null;
}

export interface BracketViewMatch {
  place: number;
  entries: BracketSide[];
  winner: EntryId | null;
  bye: boolean;
  /** The stored table's number while its match is being played (no winner yet); else null. */
  table: number | null;
}

export interface BracketViewRound {
  /** The stage's own round the place is played in. */
  round: number;
  matches: BracketViewMatch[];
}

export type BracketSectionId = 'main' | 'winners' | 'losers' | 'final';

export interface BracketSection {
  id: BracketSectionId;
  rounds: BracketViewRound[];
}

/** A round of `count` places, each from its stored table when there is one, else from `expected`
 * (who is known to reach it; nobody by default). */
export function placesOf(
  ruleset: Ruleset,
  seeds: ReadonlyMap<EntryId, number>,
  stored: readonly TableRecord[],
  round: number,
  count: number,
  tableOf: (place: number) => number,
  expected: (place: number) => (EntryId | null)[] = () => [],
): BracketViewRound {
  const matches = Array.from({ length: count }, (_, i): BracketViewMatch => {
    const place = i + 1;
    const table = stored.find((t) => t.round === round && t.table === tableOf(place));
    const side = (entryId: EntryId): BracketSide => ({ entryId, seed: seeds.get(entryId) ?? null });
    if (!table) return { place, entries: expected(place).filter((e): e is EntryId => e !== null).map(side), winner: null, bye: false, table: null };
    const winner = winnerOf(ruleset, table);
    return { place, entries: table.entries.map(side), winner, bye: table.bye, table: table.bye || winner !== null ? null : table.table };
  });
  return { round, matches };
}

/** Each entry's seed from round 1's tables: place k seats the two seeds of slots 2k − 1 and 2k,
 * the better first (a bye's one entry is the better, byes falling to the top seeds). */
export function drawSeeds(firstRound: readonly TableRecord[], size: number): Map<EntryId, number> {
  const order = seedOrder(size);
  const seeds = new Map<EntryId, number>();
  for (const t of firstRound) {
    if (t.table < 1 || t.table > size / 2) continue;
    const pair = [order[2 * t.table - 2]!, order[2 * t.table - 1]!].sort((a, b) => a - b);
    t.entries.forEach((e, i) => seeds.set(e, pair[i]!));
  }
  return seeds;
}

/** Winners of a drawn round's places, in place order (null where none yet). */
export function winnersOf(round: BracketViewRound): (EntryId | null)[] {
  return round.matches.map((m) => m.winner);
}

