// runtime: pure. What a table's penalties decide before the slip is read: the games and the match
// lost by penalty, as the core escalated them, which the result form opens with entered (the core
// refuses a contrary winner anyway). And the counts a desk shows per player per game, and the
// games a penalty can be recorded in.
import { penaltiesFeature } from '../../../../shared/features/penalties/contract';
import { featureOptionsIn } from '../../../../shared/features/feature';
import type { PenaltyCatalog, PenaltyView } from '../../../../shared/features/penalties/model';
import type { RoundTable } from '../../../../shared/model/round';
import type { MatchRules } from '../../results/match-model';
import type { DecidedGame } from '../feature';

/** The ruleset's offence catalog, from the features its event format names; null: it records no
 * penalties. */
export function penaltyCatalog(features: Readonly<Record<string, unknown>> | undefined): PenaltyCatalog | null {
  return featureOptionsIn(features, penaltiesFeature);
}

export interface Forfeit {
  entryId: number;
  game: number;
  penalty: 'forfeit_game' | 'forfeit_match';
}

export function forfeitsOf(table: RoundTable): Forfeit[] {
  return (table.penalties ?? []).flatMap((p) => (p.penalty === 'forfeit_game' || p.penalty === 'forfeit_match' ? [{ entryId: p.entryId, game: p.game, penalty: p.penalty }] : []));
}

/** The games and matches lost by penalty as the result form takes them. */
export function decidedByPenalty(table: RoundTable): DecidedGame[] {
  return forfeitsOf(table).map((f) => ({ entryId: f.entryId, game: f.game, match: f.penalty === 'forfeit_match' }));
}

/** One player's penalties in one game, in the order given. */
export function penaltiesIn(table: RoundTable, entryId: number, game: number): PenaltyView[] {
  return (table.penalties ?? []).filter((p) => p.entryId === entryId && p.game === game);
}

/** The games a penalty can be recorded in: those the match has reached or can still reach, as the
 * core counts them (none after a match lost by penalty; an entered result's games; before it, none
 * after games lost by penalty give a side the wins that decide the match). */
export function penaltyGames(table: RoundTable, rules: MatchRules): number[] {
  const forfeits = forfeitsOf(table);
  const result = table.result?.games.length;
  let last = Math.min(rules.games, ...forfeits.filter((f) => f.penalty === 'forfeit_match').map((f) => f.game), result ?? Infinity);
  if (result === undefined && rules.winsToDecide !== undefined) {
    const winners = new Map<number, number>();
    for (const f of forfeits) {
      const other = table.seats.find((s) => s.entryId !== f.entryId)?.entryId;
      if (other !== undefined && !winners.has(f.game)) winners.set(f.game, other);
    }
    const won = new Map<number, number>();
    for (let game = 1; game < last; game++) {
      const winner = winners.get(game);
      if (winner === undefined) continue;
      won.set(winner, (won.get(winner) ?? 0) + 1);
      if (won.get(winner)! >= rules.winsToDecide) {
        last = game;
        break;
      }
    }
  }
  return Array.from({ length: last }, (_, i) => i + 1);
}
