// runtime: pure. Counts a table of any size game by game, for rulesets whose games are entered by
// places: each seat's games won, drawn and lost, its own points and the points scored against it
// (everyone else's at the table), and its place over the whole table. Match points are the
// ruleset's to add.
import type { EntryId, GameResult } from '../types';
import { seatOf } from './seat-of';
import type { SeatMatchScore } from './types';

/** The table's place of each seat: by games won, then points; equal seats share the better
 * place. A one-game table keeps the places as entered. */
function tablePlaces(scores: readonly SeatMatchScore[], games: readonly GameResult[]): number[] {
  const only = games.length === 1 ? games[0]! : null;
  if (only) return scores.map((s) => seatOf(only, s.entryId)?.place ?? scores.length);
  const better = (a: SeatMatchScore, b: SeatMatchScore) => a.gamesWon > b.gamesWon || (a.gamesWon === b.gamesWon && a.gamePoints > b.gamePoints);
  return scores.map((s) => 1 + scores.filter((t) => better(t, s)).length);
}

export function tallyTable(entries: readonly EntryId[], games: readonly GameResult[], points: (score: number) => number = (s) => s): SeatMatchScore[] {
  const scores: SeatMatchScore[] = entries.map((entryId) => ({
    entryId, result: 'loss', gamesWon: 0, gamesLost: 0, gamesDrawn: 0, gamePoints: 0, opponentGamePoints: 0, matchPoints: 0,
  }));
  for (const game of games) {
    const mine = entries.map((id) => seatOf(game, id));
    if (mine.some((seat) => !seat)) continue; // the validator refuses a game missing a seat
    const total = mine.reduce((sum, seat) => sum + points(seat!.score), 0);
    mine.forEach((seat, i) => {
      const s = scores[i]!;
      if (seat!.outcome === 'win') s.gamesWon += 1;
      else if (seat!.outcome === 'draw') s.gamesDrawn += 1;
      else if (seat!.outcome === 'loss') s.gamesLost += 1;
      s.gamePoints += points(seat!.score);
      s.opponentGamePoints += total - points(seat!.score);
    });
  }
  const places = tablePlaces(scores, games);
  const firsts = places.filter((p) => p === 1).length;
  scores.forEach((s, i) => {
    s.place = places[i]!;
    s.result = places[i] !== 1 ? 'loss' : firsts === 1 ? 'win' : 'draw';
  });
  return scores;
}
