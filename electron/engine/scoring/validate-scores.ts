// runtime: pure
// Entered scores. Netrunner agenda points are whole numbers; 7 agenda points win a game, so a
// loser or an unfinished game holds 0..6; a winner 0..10 (a win by other means, e.g. the Corp
// decking, may come with fewer than 7). Generic scores are informational: any finite number >= 0.
import type { SwissRuleset } from '../rulesets/types';
import type { GameResult, Note } from '../types';
import { note } from './codes';

export function validateGameScores(ruleset: SwissRuleset, game: GameResult, gameNo: number): Note[] {
  const notes: Note[] = [];
  for (const seat of game.seats) {
    const where = { game: gameNo, entryId: seat.entryId };
    if (ruleset.scoring !== 'netrunner') {
      if (!Number.isFinite(seat.score) || seat.score < 0) notes.push(note('score_invalid', where));
      continue;
    }
    if (!Number.isInteger(seat.score)) {
      notes.push(note('agenda_not_whole', { ...where, score: String(seat.score) }));
      continue;
    }
    const max = seat.outcome === 'win' ? ruleset.agenda.maxWinnerAgenda : ruleset.agenda.maxUnwonAgenda;
    if (seat.score < 0 || seat.score > max) {
      notes.push(note('agenda_out_of_range', { ...where, score: seat.score, min: 0, max }));
    }
  }
  return notes;
}
