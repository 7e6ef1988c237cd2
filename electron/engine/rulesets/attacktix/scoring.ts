// runtime: pure
// Attacktix scoring: a game is won or lost (it ends when one side has no figures standing,
// 4.1.8.1), a match goes to the side that won more of its games (first to the set number, 5.2),
// and a bye is not a win: it counts for nothing at all (docs/rulesets/attacktix.md, Byes).
import { note } from '../../scoring/codes';
import { opposite, tallyMatch } from '../../scoring/tally-match';
import type { SeatMatchScore } from '../../scoring/types';
import type { EntryId, GameResult, Note, SeatGameResult } from '../../types';
import type { AttacktixRuleset } from '../types';

/** Scores a two-seat match by games won; a match left level (games unfinished) is drawn. Scores
 * are informational, as entered. Attacktix has no match points: wins rank. */
export function scoreAttacktixMatch(entries: readonly [EntryId, EntryId], games: readonly GameResult[]): [SeatMatchScore, SeatMatchScore] {
  const [a, b] = tallyMatch(entries, games, (seat) => seat.score);
  a.result = a.gamesWon > b.gamesWon ? 'win' : a.gamesWon < b.gamesWon ? 'loss' : 'draw';
  b.result = opposite(a.result);
  return [a, b];
}

/** A bye: neither won, drawn nor lost, no games. In a bracket the side still goes through; that
 * is the bracket's business, not the record's. */
export function attacktixByeScore(_ruleset: AttacktixRuleset, entryId: EntryId): SeatMatchScore {
  return { entryId, result: 'none', gamesWon: 0, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0, matchPoints: 0 };
}

/** Scores are informational: any finite number >= 0. */
export function checkAttacktixScore(_ruleset: AttacktixRuleset, seat: SeatGameResult, where: { game: number; entryId: EntryId }): Note[] {
  return Number.isFinite(seat.score) && seat.score >= 0 ? [] : [note('score_invalid', where)];
}
