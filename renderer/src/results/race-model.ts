// runtime: pure. A game entered as a race to a target score (Catan: 10 VP on one's own turn, or
// the most VP at time; Doomtrooper: 25 or 40 PP, a tie there played on, a level lead at time broken
// by warriors in play or more turns) as the results desk holds it: each seat's score as typed and
// how the game ended; how that becomes the game the core stores and back, and what is checked
// before sending. Places and outcomes come from shared/model/race.ts, the core's own reading.
import { endingNamesWinner, racePlaces, raceOutcomes, type RaceEnding } from '../../../shared/model/race';
import type { GameValue } from '../../../shared/model/result';
import type { RoundTable } from '../../../shared/model/round';
import { badScore, roleOf, type MatchRules } from './match-model';

export interface RaceDraft {
  /** Per seat, in the table's seat order: the score as typed. */
  scores: string[];
  /** '': not said yet; a time ending ('time', 'time_warriors', 'time_turns'); '1'..'6': that seat
   * (its position) reached the target on its own turn; 'tie-1'..'tie-6': that seat won the tie at
   * the target played on. */
  ending: string;
  /** Per seat: warriors in play as typed, where the form offers a lead at time broken by them. */
  warriors?: string[];
}

const TIE = 'tie-';

const asksWarriors = (rules: MatchRules) => rules.endings?.includes('time_warriors') ?? false;

export function blankRace(table: RoundTable, rules: MatchRules): RaceDraft[] {
  const warriors = asksWarriors(rules) ? { warriors: table.seats.map(() => '') } : {};
  return Array.from({ length: rules.games }, () => ({ scores: table.seats.map(() => ''), ending: '', ...warriors }));
}

function draftEnding(g: GameValue, table: RoundTable): string {
  const winner = table.seats.find((s) => g.seats.find((x) => x.entryId === s.entryId)?.outcome === 'win');
  if (g.ending === 'target') return winner ? String(winner.position) : '';
  if (g.ending === 'target_tie') return winner ? TIE + String(winner.position) : '';
  return g.ending ?? '';
}

export function raceDraftsFrom(games: GameValue[], table: RoundTable, rules: MatchRules): RaceDraft[] {
  return blankRace(table, rules).map((blank, i) => {
    const g = games[i];
    if (!g) return blank;
    const seat = (entryId: number) => g.seats.find((s) => s.entryId === entryId);
    const warriors = blank.warriors ? { warriors: table.seats.map((s) => String(seat(s.entryId)?.warriors ?? '')) } : {};
    return { scores: table.seats.map((s) => String(seat(s.entryId)?.score ?? 0)), ending: draftEnding(g, table), ...warriors };
  });
}

export interface RaceProblems {
  /** Per game: how it ended is not said. */
  ending: boolean[];
  /** Per game: the seat said to have reached the target (or won the tie played on) has fewer
   * points than that needs. */
  belowTarget: boolean[];
  /** Per game: a lead level at time broken by warriors, and a leader's warriors not typed. */
  warriors: boolean[];
  /** Per game and seat: a score missing or not a whole number. */
  score: boolean[][];
}

/** How the draft's game ended, in the core's words. */
export function draftRaceEnding(d: RaceDraft): RaceEnding | null {
  if (d.ending === '') return null;
  if (d.ending.startsWith(TIE)) return 'target_tie';
  return /^\d+$/.test(d.ending) ? 'target' : (d.ending as RaceEnding);
}

/** The score the winner of a game so ended needs at least; null where none is named. */
export function neededScore(d: RaceDraft, rules: MatchRules): number | null {
  const ending = draftRaceEnding(d);
  if (ending === null || !endingNamesWinner(ending) || rules.target === undefined) return null;
  return rules.target + (ending === 'target_tie' ? (rules.playOn ?? 0) : 0);
}

const winnerIndex = (d: RaceDraft, table: RoundTable) => {
  const ending = draftRaceEnding(d);
  if (ending === null || !endingNamesWinner(ending)) return null;
  const position = d.ending.startsWith(TIE) ? d.ending.slice(TIE.length) : d.ending;
  return table.seats.findIndex((s) => String(s.position) === position);
};

const scoresOf = (d: RaceDraft) => d.scores.map((s) => Number(s.trim() || 0));

/** A whole number of warriors, or undefined where none is typed. */
function warriorsOf(d: RaceDraft): (number | undefined)[] {
  return (d.warriors ?? []).map((w) => (/^\s*\d+\s*$/.test(w) ? Number(w) : undefined));
}

export function checkRace(drafts: RaceDraft[], table: RoundTable, rules: MatchRules): RaceProblems | null {
  const ending = drafts.map((d) => d.ending === '');
  const score = drafts.map((d) => d.scores.map((s) => badScore(s, rules)));
  const belowTarget = drafts.map((d, i) => {
    const w = winnerIndex(d, table);
    const needed = neededScore(d, rules);
    return w !== null && !score[i]![w] && needed !== null && Number(d.scores[w]) < needed;
  });
  const warriors = drafts.map((d) => {
    if (d.ending !== 'time_warriors') return false;
    const scores = scoresOf(d);
    const top = Math.max(...scores);
    const typed = warriorsOf(d);
    return scores.some((s, i) => s === top && typed[i] === undefined);
  });
  return [...ending, ...belowTarget, ...warriors, ...score.flat()].some(Boolean) ? { ending, belowTarget, warriors, score } : null;
}

export function raceToGames(drafts: RaceDraft[], table: RoundTable, rules: MatchRules): GameValue[] {
  return drafts.map((d, game) => {
    const scores = scoresOf(d);
    const winner = winnerIndex(d, table);
    const ending = draftRaceEnding(d) ?? 'time';
    const warriors = ending === 'time_warriors' ? warriorsOf(d) : [];
    const places = racePlaces(scores, ending, winner, warriors);
    const outcomes = raceOutcomes(scores, ending, winner, warriors);
    return {
      ending,
      seats: table.seats.map((s, i) => {
        const role = roleOf(table, s.position, game, rules);
        const w = warriors[i];
        return { entryId: s.entryId, outcome: outcomes[i]!, place: places[i]!, score: scores[i]!, ...(w !== undefined ? { warriors: w } : {}), ...(role ? { role } : {}) };
      }),
    };
  });
}
