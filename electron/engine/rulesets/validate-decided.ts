// runtime: pure
// A match that goes to the first side to win a set number of games ends with that win (Attacktix
// 5.2, 4.1.9.2; a Generic best of N): a game entered after it was never played, so the result is
// refused naming that game, rather than stored as 2-1 or 3-0.
import { rulesetModule } from './registry';
import type { Ruleset } from './types';
import type { EntryId, GameResult, Note } from '../types';
import { note } from '../scoring/codes';

/** The wins that decide a match of the ruleset, where a match goes to the first side to win them. */
export function winsToDecide(ruleset: Ruleset): number | undefined {
  return rulesetModule(ruleset.id).scoring.winsToDecide?.(ruleset);
}

/** The first game played after one seat had the wins that decide the match; nothing where the
 * ruleset plays every game of a match. */
export function validateGamesAfterDecision(ruleset: Ruleset, games: readonly GameResult[]): Note[] {
  const wins = winsToDecide(ruleset);
  if (wins === undefined) return [];
  const won = new Map<EntryId, number>();
  for (const [i, game] of games.entries()) {
    const decided = [...won].find(([, n]) => n >= wins);
    if (decided) return [note('game_after_decision', { game: i + 1, entryId: decided[0], wins })];
    for (const seat of game.seats) if (seat.outcome === 'win') won.set(seat.entryId, (won.get(seat.entryId) ?? 0) + 1);
  }
  return [];
}
