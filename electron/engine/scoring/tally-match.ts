// runtime: pure. Counts a two-seat match game by game: games won, lost and drawn, and the game
// points each side scored and conceded, by the ruleset's own points per game. Each scorer then
// decides who won the match its own way.
import type { EntryId, GameResult, SeatGameResult } from '../types';
import { seatOf } from './seat-of';
import type { MatchOutcome, SeatMatchScore } from './types';

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

/** Games lacking a seat are skipped (the validator refuses them). Results are left 'draw'. */
export function tallyMatch(
  entries: readonly [EntryId, EntryId],
  games: readonly GameResult[],
  points: (seat: SeatGameResult) => number,
): [SeatMatchScore, SeatMatchScore] {
  const a = blank(entries[0]);
  const b = blank(entries[1]);
  for (const game of games) {
    const sa = seatOf(game, entries[0]);
    const sb = seatOf(game, entries[1]);
    if (!sa || !sb) continue;
    const pa = points(sa);
    const pb = points(sb);
    tally(a, sa, pa, pb);
    tally(b, sb, pb, pa);
  }
  return [a, b];
}

/** The two seats of a head-to-head table; the seat count was checked against the ruleset's before
 * any result reached scoring, so anything else is a bug, not input. */
export function twoSeats(entries: readonly EntryId[]): readonly [EntryId, EntryId] {
  if (entries.length !== 2) throw new Error(`A two-seat ruleset scored a table of ${entries.length}`);
  return entries as readonly [EntryId, EntryId];
}

export const opposite = (r: MatchOutcome): MatchOutcome => (r === 'win' ? 'loss' : r === 'loss' ? 'win' : 'draw');
