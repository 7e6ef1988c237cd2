// runtime: pure
// One entry point whatever the ruleset: a table's two seats, or a bye, scored by its module.
import { rulesetModule } from '../rulesets/registry';
import type { Ruleset } from '../rulesets/types';
import type { EntryId, GameResult } from '../types';
import type { SeatMatchScore } from './types';

export function scoreMatch(ruleset: Ruleset, entries: readonly [EntryId, EntryId], games: readonly GameResult[]): [SeatMatchScore, SeatMatchScore] {
  return rulesetModule(ruleset.id).scoring.match(ruleset, entries, games);
}

export function scoreBye(ruleset: Ruleset, entryId: EntryId): SeatMatchScore {
  return rulesetModule(ruleset.id).scoring.bye(ruleset, entryId);
}
