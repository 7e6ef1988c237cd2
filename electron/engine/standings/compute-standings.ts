// runtime: pure
// Standings over every table given: Netrunner ranks by games won then 2.2.2; Generic by match
// points then the configured tiebreakers.
import type { SwissRuleset, TiebreakerId } from '../rulesets/types';
import type { EntryState, TableRecord } from '../types';
import { buildEventData } from './event-data';
import { round6 } from './fractions';
import { competitionRanks, orderEntries, type Criterion } from './order';
import { TIEBREAKERS } from './tiebreakers';
import type { EventData, StandingRow } from './types';

/** What Swiss groups are formed by: games won in Netrunner (2.3.2), match points in Generic. */
export function groupScores(d: EventData): Float64Array {
  return d.ruleset.scoring === 'netrunner' ? d.gamesWon : d.entryMatchPoints;
}

function rounded(values: Float64Array): Float64Array {
  return values.map(round6);
}

export function computeStandings(ruleset: SwissRuleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const d = buildEventData(ruleset, entries, tables);
  const ids: readonly TiebreakerId[] = ruleset.tiebreakers;
  const criteria: Criterion[] = [{ values: rounded(groupScores(d)), better: 'desc' }];
  for (const id of ids) {
    const t = TIEBREAKERS[id];
    criteria.push(
      t.kind === 'per-entry'
        ? { values: rounded(t.compute(d)), better: t.better }
        : { values: new Float64Array(d.n), better: t.better, among: (m) => t.computeAmong(d, m) },
    );
  }
  const order = orderEntries(d.ids, criteria);
  const ranks = competitionRanks(order, criteria);
  return order.map((i, pos) => {
    const tiebreaks: StandingRow['tiebreaks'] = {};
    ids.forEach((id, c) => (tiebreaks[id] = criteria[c + 1]!.values[i]!));
    return {
      rank: ranks[pos]!,
      entryId: d.ids[i]!,
      dropped: entries[i]!.dropped,
      groupScore: criteria[0]!.values[i]!,
      matchesPlayed: d.matchesPlayed[i]!,
      byes: d.byes[i]!,
      roundsMissed: d.roundsMissed[i]!,
      matchWins: d.matchWins[i]!,
      matchDraws: d.matchDraws[i]!,
      matchLosses: d.matchLosses[i]!,
      gamesWon: d.gamesWon[i]!,
      gamesLost: d.gamesLost[i]!,
      gamesDrawn: d.gamesDrawn[i]!,
      tiebreaks,
    };
  });
}
