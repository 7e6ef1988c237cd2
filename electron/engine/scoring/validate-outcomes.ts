// runtime: pure
// A two-seat game ends one win + one loss, a draw on both seats (where the ruleset has draws),
// or unfinished on both seats (time was called, or the game never started: 2.4).
import type { GameResult, Note, SeatGameResult } from '../types';
import { note } from './codes';

export function validateGameOutcomes(game: GameResult, gameNo: number, drawsAllowed: boolean): Note[] {
  const count = (o: SeatGameResult['outcome']) => game.seats.filter((s) => s.outcome === o).length;
  const wins = count('win');
  const losses = count('loss');
  const draws = count('draw');
  const unfinished = count('unfinished');
  const n = game.seats.length;
  if (wins === 1 && losses === n - 1) return [];
  if (unfinished === n) return [];
  if (draws === n) return drawsAllowed ? [] : [note('draw_not_allowed', { game: gameNo })];
  if (wins > 1) return [note('two_winners', { game: gameNo })];
  if (wins === 0 && losses > 0) return [note('no_winner', { game: gameNo })];
  if (draws > 0 && !drawsAllowed) return [note('draw_not_allowed', { game: gameNo })];
  return [note('outcomes_mismatch', { game: gameNo })];
}
