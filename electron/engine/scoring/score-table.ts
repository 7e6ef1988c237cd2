// runtime: pure
// One entry point whatever the ruleset: a table's seats, or a bye, scored by its module.
import { rulesetModule } from '../rulesets/registry';
import type { Ruleset } from '../rulesets/types';
import type { EntryId, GameResult } from '../types';
import type { SeatMatchScore } from './types';

export function scoreTable(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[]): SeatMatchScore[] {
  return rulesetModule(ruleset.id).scoring.table(ruleset, entries, games);
}

export function scoreBye(ruleset: Ruleset, entryId: EntryId): SeatMatchScore {
  return rulesetModule(ruleset.id).scoring.bye(ruleset, entryId);
}
