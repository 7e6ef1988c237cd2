// runtime: pure
// Standings over every table given: by the ruleset's primary score (games won in Netrunner, match
// points in Generic), then its tiebreakers in order.
import type { EntryState, TableRecord } from '../types';
import { buildEventData } from './event-data';
import { round6 } from './fractions';
import { competitionRanks, orderEntries, type Criterion } from './order';
import type { StandingsRules } from './rules';
import type { StandingRow } from './types';

function rounded(values: Float64Array): Float64Array {
  return values.map(round6);
}

export function rankStandings(rules: StandingsRules, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const d = buildEventData(rules, entries, tables);
  // The group score Swiss pairs by (Netrunner 2.3.2: games won).
  const criteria: Criterion[] = [{ values: rounded(rules.primary(d)), better: 'desc' }];
  for (const t of rules.tiebreakers) {
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
    rules.tiebreakers.forEach((t, c) => (tiebreaks[t.id] = criteria[c + 1]!.values[i]!));
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
