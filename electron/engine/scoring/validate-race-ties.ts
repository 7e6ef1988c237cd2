// runtime: pure
// Where a race's form breaks ties instead of sharing them (Doomtrooper, "Beginning and Winning",
// "Time Limit"): a tie at the target is played on until one seat is `playOn` points past it, and a
// lead level at time goes to the most warriors in play, then to more turns. A plain ending may then
// not be level, and each tie-breaking ending must show the tie it broke.
import type { RaceEnding } from '../../../shared/model/race';
import type { ResultForm } from '../rulesets/types';
import type { GameResult, Note } from '../types';
import { note } from './codes';

const DEFAULT_ENDINGS: readonly RaceEnding[] = ['target', 'time'];

/** The endings a race's form offers. */
export function raceEndingsOf(form: ResultForm): readonly RaceEnding[] {
  return form.endings ?? DEFAULT_ENDINGS;
}

export function validateRaceTies(form: ResultForm, game: GameResult, winner: number | null, gameNo: number): Note[] {
  const endings = raceEndingsOf(form);
  const scores = game.seats.map((s) => s.score);
  const top = Math.max(...scores);
  const leaders = game.seats.filter((s) => s.score === top);
  const aheadOfAll = (i: number) => scores.every((s, j) => j === i || s < scores[i]!);
  switch (game.ending) {
    case 'target':
      return endings.includes('target_tie') && winner !== null && !aheadOfAll(winner) ? [note('target_tie_not_played_on', { game: gameNo })] : [];
    case 'target_tie': {
      const seat = game.seats[winner!]!;
      const needed = (form.target ?? 0) + (form.playOn ?? 0);
      if (seat.score < needed) return [note('play_on_short', { game: gameNo, entryId: seat.entryId, score: seat.score, needed })];
      return aheadOfAll(winner!) ? [] : [note('play_on_not_ahead', { game: gameNo })];
    }
    case 'time':
    case 'time_warriors': {
      const over = form.target === undefined || !endings.includes('target_tie') ? undefined : game.seats.find((s) => s.score >= form.target!);
      if (over) return [note('time_over_target', { game: gameNo, entryId: over.entryId, score: over.score, target: form.target! })];
      if (game.ending === 'time') return endings.includes('time_warriors') && leaders.length > 1 ? [note('time_tie_unbroken', { game: gameNo })] : [];
      if (leaders.length < 2) return [note('warriors_without_tie', { game: gameNo })];
      const missing = leaders.find((s) => s.warriors === undefined);
      if (missing) return [note('warriors_missing', { game: gameNo, entryId: missing.entryId })];
      const most = Math.max(...leaders.map((s) => s.warriors!));
      return leaders.filter((s) => s.warriors === most).length > 1 ? [note('warriors_tied', { game: gameNo })] : [];
    }
    default:
      return [];
  }
}
