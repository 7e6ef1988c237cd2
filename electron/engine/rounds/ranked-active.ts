// runtime: pure. The field a round is drawn from: the standings so far, and the entries that play
// this round (not dropped, joined by now) in standings order, each with its history.
import { computeStandings } from '../rulesets/standings';
import type { StandingRow } from '../standings/types';
import type { EntryId } from '../types';
import { entryHistories, type EntryHistory } from './history';
import type { NextRoundInput } from './next-round-input';

const none: EntryHistory = { opponents: new Set<EntryId>(), byes: 0, firstSeat: 0, secondSeat: 0 };

export function rankedActive(input: NextRoundInput): { standings: StandingRow[]; active: { row: StandingRow; history: EntryHistory }[] } {
  const standings = input.standings ? [...input.standings] : computeStandings(input.ruleset, input.entries, input.tables);
  const histories = entryHistories(input.tables);
  const playing = new Set(input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id));
  const active = standings.filter((row) => playing.has(row.entryId)).map((row) => ({ row, history: histories.get(row.entryId) ?? none }));
  return { standings, active };
}
