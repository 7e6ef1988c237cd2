// runtime: pure
// Netrunner (1996) scoring: game points (2.2.1), the match winner (2.2.2 first tiebreaker) and
// the bye (2.4).
import type { NetrunnerRuleset } from '../rulesets/types';
import type { EntryId, GameResult, SeatGameResult } from '../types';
import { seatOf } from './seat-of';
import type { MatchOutcome, SeatMatchScore } from './types';

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
  const a = blank(entries[0]);
  const b = blank(entries[1]);
  for (const game of games) {
    const sa = seatOf(game, entries[0]);
    const sb = seatOf(game, entries[1]);
    if (!sa || !sb) continue;
    const pa = netrunnerGamePoints(ruleset, sa);
    const pb = netrunnerGamePoints(ruleset, sb);
    tally(a, sa, pa, pb);
    tally(b, sb, pb, pa);
  }
  const ra = matchOutcome(a, b);
  a.result = ra;
  b.result = ra === 'win' ? 'loss' : ra === 'loss' ? 'win' : 'draw';
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

function blank(entryId: EntryId): SeatMatchScore {
  return { entryId, result: 'draw', gamesWon: 0, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0, matchPoints: 0 };
}

function tally(s: SeatMatchScore, seat: SeatGameResult, mine: number, theirs: number): void {
  if (seat.outcome === 'win') s.gamesWon += 1;
  else if (seat.outcome === 'loss') s.gamesLost += 1;
  else if (seat.outcome === 'draw') s.gamesDrawn += 1;
  s.gamePoints += mine;
  s.opponentGamePoints += theirs;
}

function matchOutcome(a: SeatMatchScore, b: SeatMatchScore): MatchOutcome {
  if (a.gamesWon !== b.gamesWon) return a.gamesWon > b.gamesWon ? 'win' : 'loss';
  if (a.gamePoints !== b.gamePoints) return a.gamePoints > b.gamePoints ? 'win' : 'loss';
  return 'draw';
}
