// runtime: pure
// Standings over every table given: by the ruleset's primary score (its module's: games won in
// Netrunner, match points in Generic), then its tiebreakers in order.
import { rulesetModule } from '../rulesets/registry';
import type { Ruleset } from '../rulesets/types';
import type { EntryState, TableRecord } from '../types';
import { buildEventData } from './event-data';
import { round6 } from './fractions';
import { competitionRanks, orderEntries, type Criterion } from './order';
import { tiebreakerOf } from './tiebreakers';
import type { EventData, StandingRow } from './types';

/** What Swiss groups are formed by: the ruleset's primary score (Netrunner 2.3.2: games won). */
export function groupScores(d: EventData): Float64Array {
  return rulesetModule(d.ruleset.id).primary.values(d);
}

function rounded(values: Float64Array): Float64Array {
  return values.map(round6);
}

export function computeStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const d = buildEventData(ruleset, entries, tables);
  const ids = ruleset.tiebreakers;
  const criteria: Criterion[] = [{ values: rounded(groupScores(d)), better: 'desc' }];
  for (const id of ids) {
    const t = tiebreakerOf(ruleset, id);
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
