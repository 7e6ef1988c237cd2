// runtime: pure
// Netrunner (1996) scoring: game points (2.2.1), the match winner (2.2.2 first tiebreaker) and
// the bye (2.4).
import { note } from '../../scoring/codes';
import { opposite, tallyMatch } from '../../scoring/tally-match';
import type { MatchOutcome, SeatMatchScore } from '../../scoring/types';
import type { EntryId, GameResult, Note, SeatGameResult } from '../../types';
import type { NetrunnerRuleset } from '../types';

/** 2.2.1: WIN = 10; LOSS and UNFINISHED = the agenda points scored in that game. A game never
 * started is entered as unfinished with 0 (2.4), so it needs no case of its own. */
export function netrunnerGamePoints(ruleset: NetrunnerRuleset, seat: SeatGameResult): number {
  return seat.outcome === 'win' ? ruleset.agenda.winPoints : seat.score;
}

/** Scores a two-seat match. The winner won more games; at equal games won (1-1, or 0-0 when
 * both games are unfinished) more game points in the match wins (2.2.2 applies the 1-1 rule; we
 * extend it to 0-0); equal points too is a drawn match. Games lacking a seat are skipped (the
 * validator refuses them). */
export function scoreNetrunnerMatch(
  ruleset: NetrunnerRuleset,
  entries: readonly [EntryId, EntryId],
  games: readonly GameResult[],
): [SeatMatchScore, SeatMatchScore] {
  const [a, b] = tallyMatch(entries, games, (seat) => netrunnerGamePoints(ruleset, seat));
  a.result = matchOutcome(a, b);
  b.result = opposite(a.result);
  return [a, b];
}

/** 2.4: a bye is a 2-0 game record and 20 points; its "opponent" scored 0 agenda. */
export function netrunnerByeScore(ruleset: NetrunnerRuleset, entryId: EntryId): SeatMatchScore {
  return {
    entryId,
    result: 'win',
    gamesWon: ruleset.gamesPerMatch,
    gamesLost: 0,
    gamesDrawn: 0,
    gamePoints: ruleset.gamesPerMatch * ruleset.agenda.winPoints,
    opponentGamePoints: 0,
    matchPoints: 0,
  };
}

function matchOutcome(a: SeatMatchScore, b: SeatMatchScore): MatchOutcome {
  if (a.gamesWon !== b.gamesWon) return a.gamesWon > b.gamesWon ? 'win' : 'loss';
  if (a.gamePoints !== b.gamePoints) return a.gamePoints > b.gamePoints ? 'win' : 'loss';
  return 'draw';
}

/** Agenda points are whole numbers; 7 win a game, so a loser or an unfinished game holds 0..6 and
 * a winner 0..10 (a win by other means, e.g. the Corp decking, may come with fewer than 7). */
export function checkNetrunnerAgenda(ruleset: NetrunnerRuleset, seat: SeatGameResult, where: { game: number; entryId: EntryId }): Note[] {
  if (!Number.isInteger(seat.score)) return [note('agenda_not_whole', { ...where, score: String(seat.score) })];
  const max = seat.outcome === 'win' ? ruleset.agenda.maxWinnerAgenda : ruleset.agenda.maxUnwonAgenda;
  return seat.score < 0 || seat.score > max ? [note('agenda_out_of_range', { ...where, score: seat.score, min: 0, max })] : [];
}
