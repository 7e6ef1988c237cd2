// runtime: pure. A player's penalty counts in one game and what one more offence makes of them,
// whatever the ruleset's escalation (its module's `penalties.record`); and the games and matches
// the penalties lose, which a result must show lost.
import type { PenaltyKind } from './model';

export interface PenaltyCounts {
  /** Offences toward a forfeited turn since the count last started again. */
  attackOffences: number;
  /** Turns forfeited in the game. */
  turnsForfeited: number;
  /** The game (or the whole match) is lost by penalty: nothing more is recorded in it. */
  ended: Extract<PenaltyKind, 'forfeit_game' | 'forfeit_match'> | null;
}

export const noPenalties: PenaltyCounts = { attackOffences: 0, turnsForfeited: 0, ended: null };

export interface PenaltyStep {
  penalty: PenaltyKind;
  /** Heavier than the offence itself costs: the escalation made it so. */
  escalated: boolean;
  counts: PenaltyCounts;
}

/** A game or match lost by penalty: the player loses that game; with 'forfeit_match' the
 * opponent wins the match too. */
export interface PenaltyForfeit {
  entryId: number;
  game: number;
  penalty: 'forfeit_game' | 'forfeit_match';
}

/** A ruleset's escalation (its module's `featureRules.penalties`): the penalty one more offence
 * costs a player with these counts in a game, or null when the game is already lost by penalty. */
export interface PenaltyEscalation {
  record(counts: PenaltyCounts, offence: string): PenaltyStep | null;
}
