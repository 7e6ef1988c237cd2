// runtime: pure. A bracket as the room and the printed sheet draw it: every place of every round
// from round 1 on, played or not, read back from the stage's stored tables (table numbers are
// match places). A place not yet paired shows whoever is known to reach it, so the whole bracket
// can be drawn from the first round. Seeds are the draw's order: round 1's place k holds the
// seeds that seedOrder puts at slots 2k − 1 and 2k, the better one in seat 1.
import type { Ruleset } from '../rulesets/types';
import type { EntryId, TableRecord } from '../types';
import { drawSeeds, placesOf, winnersOf, type BracketSection, type BracketViewRound } from './bracket-places';

/** A bracket's parts from its size, its seeds and the stage's tables: the stage's kind says which
 * (a single bracket, or a double's winners', losers' and final parts). */
export type BracketSections = (ruleset: Ruleset, seeds: ReadonlyMap<EntryId, number>, tables: readonly TableRecord[], size: number) => BracketSection[];

/** Single elimination: log₂ size rounds, round r + 1's place k fed by round r's 2k − 1 and 2k;
 * the match for third place, when paired, is the last round's place 2. */
export function singleSections(ruleset: Ruleset, seeds: ReadonlyMap<EntryId, number>, tables: readonly TableRecord[], size: number): BracketSection[] {
  const rounds: BracketViewRound[] = [];
  for (let r = 1, count = size / 2; count >= 1; r++, count /= 2) {
    const before = rounds.at(-1);
    const feeders = before ? winnersOf(before) : [];
    const round = placesOf(ruleset, seeds, tables, r, count, (p) => p, (p) => [feeders[2 * p - 2] ?? null, feeders[2 * p - 1] ?? null]);
    const third = count === 1 ? tables.find((t) => t.round === r && t.table === 2) : undefined;
    if (third) round.matches.push(placesOf(ruleset, seeds, [third], r, 2, (p) => p).matches[1]!);
    rounds.push(round);
  }
  return [{ id: 'main', rounds }];
}

/** The bracket of an elimination stage from its tables (its own rounds numbered from 1), in the
 * parts `sectionsOf` draws; null before its round 1 is drawn. */
export function bracketView(ruleset: Ruleset, sectionsOf: BracketSections, tables: readonly TableRecord[]): { size: number; sections: BracketSection[] } | null {
  const first = tables.filter((t) => t.round === 1);
  if (first.length === 0) return null;
  const size = 2 * first.length;
  const seeds = drawSeeds(first, size);
  return { size, sections: sectionsOf(ruleset, seeds, tables, size) };
}
