// runtime: pure
// Entered scores, each checked by the ruleset's own rule (its module's checkScore).
import { rulesetModule } from './registry';
import type { Ruleset } from './types';
import type { GameResult, Note } from '../types';

export function validateGameScores(ruleset: Ruleset, game: GameResult, gameNo: number): Note[] {
  const { checkScore } = rulesetModule(ruleset.id).scoring;
  return game.seats.flatMap((seat) => checkScore(ruleset, seat, { game: gameNo, entryId: seat.entryId }));
}
