// runtime: pure
// Generic scoring: win/draw/loss per game, the match by games won, match points per config.
import type { GenericRuleset } from '../rulesets/types';
import type { EntryId, GameResult, Note, SeatGameResult } from '../types';
import { note } from './codes';
import { opposite, tallyMatch } from './tally-match';
import type { MatchOutcome, SeatMatchScore } from './types';

/** Games a bye counts as won: what wins a match of this length (1 of 1, 2 of 2 or 3, ...). */
export function byeGamesWon(gamesPerMatch: number): number {
  return Math.floor(gamesPerMatch / 2) + 1;
}

export function genericMatchPoints(ruleset: GenericRuleset, result: MatchOutcome): number {
  return ruleset.matchPoints[result];
}

/** Scores a two-seat match: more games won wins the match, equal games is a drawn match. An
 * unfinished game counts for neither side. */
export function scoreGenericMatch(
  ruleset: GenericRuleset,
  entries: readonly [EntryId, EntryId],
  games: readonly GameResult[],
): [SeatMatchScore, SeatMatchScore] {
  const [a, b] = tallyMatch(entries, games, (seat) => seat.score);
  a.result = a.gamesWon > b.gamesWon ? 'win' : a.gamesWon < b.gamesWon ? 'loss' : 'draw';
  b.result = opposite(a.result);
  a.matchPoints = genericMatchPoints(ruleset, a.result);
  b.matchPoints = genericMatchPoints(ruleset, b.result);
  return [a, b];
}

/** A bye: a won match worth the configured bye points, with the games that win a match. */
export function genericByeScore(ruleset: GenericRuleset, entryId: EntryId): SeatMatchScore {
  return {
    entryId,
    result: 'win',
    gamesWon: byeGamesWon(ruleset.gamesPerMatch),
    gamesLost: 0,
    gamesDrawn: 0,
    gamePoints: 0,
    opponentGamePoints: 0,
    matchPoints: ruleset.matchPoints.bye,
  };
}

/** Generic scores are informational: any finite number >= 0. */
export function checkGenericScore(_ruleset: GenericRuleset, seat: SeatGameResult, where: { game: number; entryId: EntryId }): Note[] {
  return Number.isFinite(seat.score) && seat.score >= 0 ? [] : [note('score_invalid', where)];
}
