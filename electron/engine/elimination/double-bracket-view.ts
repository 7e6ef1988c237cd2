// runtime: pure. A double-elimination bracket as it is drawn (bracket-view.ts): the winners'
// section (stage round t plays its round t), the losers' section (its round j in stage round
// j + 1, at the tables after the winners'), and the grand final with its reset when paired. A
// place not yet paired shows whoever is known to reach it, by the same feeding and crossing the
// stage pairs with (double-layout.ts, losers-crossing.ts).
import type { Ruleset } from '../rulesets/types';
import type { EntryId, TableRecord } from '../types';
import { placesOf, winnersOf, type BracketSection, type BracketViewMatch, type BracketViewRound } from './bracket-places';
import { doubleLayout, grandFinalRound, losersPlaces, losersRounds, winnersPlaces } from './double-layout';
import { droppedInto } from './losers-crossing';

function loserOf(m: BracketViewMatch | undefined): EntryId | null {
  if (!m || m.bye || m.winner === null) return null;
  return m.entries.find((e) => e.entryId !== m.winner)?.entryId ?? null;
}

export function doubleBracketSections(ruleset: Ruleset, seeds: ReadonlyMap<EntryId, number>, tables: readonly TableRecord[], size: number): BracketSection[] {
  const layout = doubleLayout(size);
  const at = (round: BracketViewRound | undefined, place: number) => round?.matches[place - 1];
  const winners: BracketViewRound[] = [];
  for (let t = 1; t <= layout.k; t++) {
    const feeders = t > 1 ? winnersOf(winners[t - 2]!) : [];
    winners.push(placesOf(ruleset, seeds, tables, t, winnersPlaces(layout, t), (p) => p, (p) => [feeders[2 * p - 2] ?? null, feeders[2 * p - 1] ?? null]));
  }
  const losers: BracketViewRound[] = [];
  for (let j = 1; j <= losersRounds(layout); j++) {
    const places = losersPlaces(layout, j);
    const before = losers[j - 2];
    const expected = (p: number): (EntryId | null)[] => {
      if (j === 1) return [loserOf(at(winners[0], 2 * p - 1)), loserOf(at(winners[0], 2 * p))];
      if (j % 2 === 1) return [at(before, 2 * p - 1)?.winner ?? null, at(before, 2 * p)?.winner ?? null];
      const m = j / 2;
      return [at(before, p)?.winner ?? null, loserOf(at(winners[m], droppedInto(m, p - 1, places) + 1))];
    };
    losers.push(placesOf(ruleset, seeds, tables, j + 1, places, (p) => winnersPlaces(layout, j + 1) + p, expected));
  }
  const final = grandFinalRound(layout);
  const losersChampion = layout.k === 1 ? loserOf(at(winners[0], 1)) : (at(losers.at(-1), 1)?.winner ?? null);
  const finals = [placesOf(ruleset, seeds, tables, final, 1, () => 1, () => [at(winners.at(-1), 1)?.winner ?? null, losersChampion])];
  if (tables.some((t) => t.round === final + 1)) finals.push(placesOf(ruleset, seeds, tables, final + 1, 1, () => 1));
  const sections: BracketSection[] = [{ id: 'winners', rounds: winners }];
  if (losers.length > 0) sections.push({ id: 'losers', rounds: losers });
  sections.push({ id: 'final', rounds: finals });
  return sections;
}
