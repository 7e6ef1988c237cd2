// runtime: pure. A game entered as a race to a target score (Catan: 10 VP on one's own turn, or
// the most VP at time) as the results desk holds it: each seat's score as typed and how the game
// ended; how that becomes the game the core stores and back, and what is checked before sending.
// Places and outcomes come from shared/model/race.ts, the core's own reading.
import { racePlaces, raceOutcomes } from '../../../shared/model/race';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { badScore, roleOf, type MatchRules } from './match-model';

export interface RaceDraft {
  /** Per seat, in the table's seat order: the score as typed. */
  scores: string[];
  /** '': not said yet; 'time': time was called; '1'..'6': that seat (its position) reached the
   * target on its own turn. */
  ending: string;
}

export function blankRace(table: RoundTable, rules: MatchRules): RaceDraft[] {
  return Array.from({ length: rules.games }, () => ({ scores: table.seats.map(() => ''), ending: '' }));
}

export function raceDraftsFrom(games: GameValue[], table: RoundTable, rules: MatchRules): RaceDraft[] {
  return blankRace(table, rules).map((blank, i) => {
    const g = games[i];
    if (!g) return blank;
    const seat = (entryId: number) => g.seats.find((s) => s.entryId === entryId);
    const winner = table.seats.find((s) => seat(s.entryId)?.outcome === 'win');
    return {
      scores: table.seats.map((s) => String(seat(s.entryId)?.score ?? 0)),
      ending: g.ending === 'target' && winner ? String(winner.position) : g.ending === 'time' ? 'time' : '',
    };
  });
}

export interface RaceProblems {
  /** Per game: how it ended is not said. */
  ending: boolean[];
  /** Per game: the seat said to have reached the target has fewer points than the target. */
  belowTarget: boolean[];
  /** Per game and seat: a score missing or not a whole number. */
  score: boolean[][];
}

const winnerIndex = (d: RaceDraft, table: RoundTable) => (d.ending === '' || d.ending === 'time' ? null : table.seats.findIndex((s) => String(s.position) === d.ending));

export function checkRace(drafts: RaceDraft[], table: RoundTable, rules: MatchRules): RaceProblems | null {
  const ending = drafts.map((d) => d.ending === '');
  const score = drafts.map((d) => d.scores.map((s) => badScore(s, rules)));
  const belowTarget = drafts.map((d, i) => {
    const w = winnerIndex(d, table);
    return w !== null && !score[i]![w] && rules.target !== undefined && Number(d.scores[w]) < rules.target;
  });
  return [...ending, ...belowTarget, ...score.flat()].some(Boolean) ? { ending, belowTarget, score } : null;
}

export function raceToGames(drafts: RaceDraft[], table: RoundTable, rules: MatchRules): GameValue[] {
  return drafts.map((d, game) => {
    const scores = d.scores.map((s) => Number(s.trim() || 0));
    const winner = winnerIndex(d, table);
    const ending = winner === null ? 'time' : 'target';
    const places = racePlaces(scores, ending, winner);
    const outcomes = raceOutcomes(scores, ending, winner);
    return {
      ending,
      seats: table.seats.map((s, i) => {
        const role = roleOf(table, s.position, game, rules);
        return { entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: scores[i]!, ...(role ? { role } : {}) };
      }),
    };
  });
}
