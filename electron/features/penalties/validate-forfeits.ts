// runtime: pure. A result against the games and matches a table's penalties lost (Attacktix
// 4.3.3): a game lost by penalty is the offender's lost game, whatever the slip says; a match lost
// by penalty (4.3.3.2) goes to the opponent, every later game of the result (those up to the win
// deciding the match) lost too. Checked on the result's own seats: no ruleset with penalties seats
// teams.
import type { PenaltyForfeit } from '../../../shared/features/penalties/escalation';
import type { Ruleset } from '../../engine/rulesets/types';
import { scoreTable } from '../../engine/rulesets';
import type { EntryId, GameResult, Note } from '../../engine/types';

/** The refusals of a result the penalties give, and what each says in the host's English (the
 * desk words them in its language: results.problems.<code>). */
export const penaltyResultProblems = {
  game_forfeited_by_penalty: 'a game lost by penalty must be that player’s lost game', // { game, entryId, penalty }
  match_forfeited_by_penalty: 'a match lost by penalty goes to the opponent', // { game, entryId }
  penalty_in_unplayed_game: 'a penalty is recorded in a game this result never played', // { game, entryId, last }
} as const;
export type PenaltyResultCode = keyof typeof penaltyResultProblems;

export function penaltyNote(code: PenaltyResultCode, params: Record<string, string | number>): Note {
  return { code, params };
}

export function validatePenaltyForfeits(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], forfeits: readonly PenaltyForfeit[]): Note[] {
  const lost = (game: number, entryId: EntryId) => games[game - 1]?.seats.find((s) => s.entryId === entryId)?.outcome === 'loss';
  return forfeits.flatMap((f) => {
    const notes: Note[] = [];
    if (!lost(f.game, f.entryId)) notes.push(penaltyNote('game_forfeited_by_penalty', { game: f.game, entryId: f.entryId, penalty: f.penalty }));
    if (f.penalty !== 'forfeit_match') return notes;
    const laterWon = games.some((_, i) => i + 1 > f.game && !lost(i + 1, f.entryId));
    const match = scoreTable(ruleset, [...entries], [...games]).find((s) => s.entryId === f.entryId);
    if (laterWon || match?.result !== 'loss') notes.push(penaltyNote('match_forfeited_by_penalty', { game: f.game, entryId: f.entryId }));
    return notes;
  });
}
