// runtime: pure
// A result against the games and matches a table's penalties lost (Attacktix 4.3.3): a game lost
// by penalty is the offender's lost game, whatever the slip says; a match lost by penalty
// (4.3.3.2) goes to the opponent, every later game of the result (those up to the win deciding
// the match) lost too.
import type { PenaltyForfeit } from '../penalties/types';
import type { Ruleset } from '../rulesets/types';
import type { EntryId, GameResult, Note } from '../types';
import { note } from './codes';
import { scoreTable } from './score-table';

export function validatePenaltyForfeits(ruleset: Ruleset, entries: EntryId[], games: GameResult[], forfeits: readonly PenaltyForfeit[]): Note[] {
  const lost = (game: number, entryId: EntryId) => games[game - 1]?.seats.find((s) => s.entryId === entryId)?.outcome === 'loss';
  return forfeits.flatMap((f) => {
    const notes: Note[] = [];
    if (!lost(f.game, f.entryId)) notes.push(note('game_forfeited_by_penalty', { game: f.game, entryId: f.entryId, penalty: f.penalty }));
    if (f.penalty !== 'forfeit_match') return notes;
    const laterWon = games.some((_, i) => i + 1 > f.game && !lost(i + 1, f.entryId));
    const match = scoreTable(ruleset, entries, games).find((s) => s.entryId === f.entryId);
    if (laterWon || match?.result !== 'loss') notes.push(note('match_forfeited_by_penalty', { game: f.game, entryId: f.entryId }));
    return notes;
  });
}
