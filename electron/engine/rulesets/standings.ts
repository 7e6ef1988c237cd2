// runtime: pure
// An event's standings under its ruleset: the module's scoring, primary score and tiebreak columns
// handed to the standings engine, which looks up no ruleset itself.
import { scoreBye, scoreTable } from './score-table';
import { rankStandings, TIEBREAKERS, type StandingRow, type StandingsRules, type Tiebreaker } from '../standings';
import type { EntryState, TableRecord } from '../types';
import { rulesetModule } from './registry';
import type { Ruleset } from './types';

/** A ruleset's tiebreak column `id`: one of its module's own, else the library's. The ruleset's
 * options were checked against what its module offers, so an unknown id is a bug. */
export function tiebreakerOf(ruleset: Ruleset, id: string): Tiebreaker {
  const t = rulesetModule(ruleset.id).ownTiebreakers?.[id] ?? (TIEBREAKERS as Readonly<Record<string, Tiebreaker>>)[id];
  if (!t) throw new Error(`Ruleset "${ruleset.id}" has no tiebreaker "${id}".`);
  return t;
}

export function standingsRules(ruleset: Ruleset): StandingsRules {
  const module = rulesetModule(ruleset.id);
  const policy = ruleset.lateEntry.missedRound;
  return {
    scoreTable: (entries, games, teams) => scoreTable(ruleset, entries, games, teams),
    scoreBye: (entryId) => scoreBye(ruleset, entryId),
    missedRound: policy === 'none' ? null : { result: policy, matchPoints: module.scoring.missedRound(ruleset, policy) },
    drawShare: module.scoring.drawShare(ruleset),
    primary: (d) => module.primary.values(d),
    tiebreakers: ruleset.tiebreakers.map((id) => tiebreakerOf(ruleset, id)),
  };
}

export function computeStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  return rankStandings(standingsRules(ruleset), entries, tables);
}
