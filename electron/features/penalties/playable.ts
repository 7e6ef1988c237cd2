// runtime: pure
// A penalty is given in a game that was played. A match that goes to the first side to win a set
// number of games (Attacktix 5.2) has no game after that win, and one lost by penalty (4.3.3.2)
// none after the offence; so the games a table can still have follow from its result and its
// games and match lost by penalty so far.
import type { Ruleset } from '../../engine/rulesets/types';
import { winsToDecide } from '../../engine/rulesets/validate-decided';
import type { EntryId, GameResult, Note } from '../../engine/types';
import { escalatePenalties, penaltyForfeits, type OffenceRecord } from './escalate';
import { penaltyNote } from './validate-forfeits';
import type { PenaltyForfeit } from '../../../shared/features/penalties/escalation';

/** The last game of the table's match that has been or can still be played: none after a match
 * lost by penalty; an entered result says which games were played; before it, each game lost by
 * penalty is the opponent's win, and none follows the game that gave a side the wins deciding it. */
export function lastPlayableGame(ruleset: Ruleset, seats: readonly EntryId[], forfeits: readonly PenaltyForfeit[], result?: readonly GameResult[]): number {
  const gross = forfeits.filter((f) => f.penalty === 'forfeit_match').map((f) => f.game);
  const last = Math.min(ruleset.gamesPerMatch, ...gross, result?.length ?? Infinity);
  const wins = winsToDecide(ruleset);
  if (result || wins === undefined) return last;
  // The first game lost by penalty in a game decides who won it.
  const winners = new Map<number, EntryId>();
  for (const f of forfeits) {
    const other = seats.find((s) => s !== f.entryId);
    if (other !== undefined && !winners.has(f.game)) winners.set(f.game, other);
  }
  const won = new Map<EntryId, number>();
  for (let game = 1; game < last; game++) {
    const winner = winners.get(game);
    if (winner === undefined) continue;
    won.set(winner, (won.get(winner) ?? 0) + 1);
    if (won.get(winner)! >= wins) return game;
  }
  return last;
}

/** A result that leaves a recorded penalty in a game the match never reached (a penalty in game 3
 * of a first to 2 entered 2-0): refused naming that game, as the penalty is the referee's record
 * of a game played. */
export function validatePenaltyGames(ruleset: Ruleset, entries: readonly EntryId[], games: readonly GameResult[], records: readonly OffenceRecord[]): Note[] {
  const last = lastPlayableGame(ruleset, entries, penaltyForfeits(records, escalatePenalties(ruleset, records)), games);
  const beyond = records.find((r) => r.game > last);
  return beyond ? [penaltyNote('penalty_in_unplayed_game', { game: beyond.game, entryId: beyond.entryId, last })] : [];
}
