// runtime: pure
// One entry point for both rulesets: a table's two seats, or a bye.
import type { SwissRuleset } from '../rulesets/types';
import type { EntryId, GameResult } from '../types';
import { genericByeScore, scoreGenericMatch } from './generic';
import { netrunnerByeScore, scoreNetrunnerMatch } from './netrunner';
import type { SeatMatchScore } from './types';

export function scoreMatch(
  ruleset: SwissRuleset,
  entries: readonly [EntryId, EntryId],
  games: readonly GameResult[],
): [SeatMatchScore, SeatMatchScore] {
  return ruleset.scoring === 'netrunner'
    ? scoreNetrunnerMatch(ruleset, entries, games)
    : scoreGenericMatch(ruleset, entries, games);
}

export function scoreBye(ruleset: SwissRuleset, entryId: EntryId): SeatMatchScore {
  return ruleset.scoring === 'netrunner' ? netrunnerByeScore(ruleset, entryId) : genericByeScore(ruleset, entryId);
}
