// runtime: pure. The two-seat match form's state and how it becomes the games the core stores: the
// form speaks "who won", the contract speaks one outcome per seat. Tables entered by places have
// their own model (places-model.ts) under the same rules.
import type { TournamentEvent } from '../../../shared/model/event';
import type { GameValue } from '../../../shared/model/result';
import type { RaceEnding } from '../../../shared/model/race';
import { stageForm } from '../../../shared/model/stage-form';
import type { RoundTable } from '../../../shared/model/round';
import { firstMoverIn, type CallWinner } from './first-move';

/** '1' / '2': that seat won; 'u' unfinished; 'd' drawn; 'skip' not played (Generic, after game 1). */
export type Winner = '' | '1' | '2' | 'u' | 'd' | 'skip';
export interface GameDraft {
  winner: Winner;
  scores: [string, string];
}

export interface MatchRules {
  /** 'winner': who won each game (two seats); 'places': each seat's place (places-model.ts);
   * 'race': each seat's score and how the game ended (race-model.ts). */
  entry: 'winner' | 'places' | 'race';
  /** A race's target score (Catan: 10 VP); absent for the other entries. */
  target?: number;
  /** A race whose lead level at time is broken, not shared (Doomtrooper): at time the desk takes
   * one leader; a level lead is for the core to refuse with what breaks it. */
  tiesBroken?: boolean;
  /** A race's endings the desk offers (shared/model/race.ts); absent for the other entries. */
  endings?: RaceEnding[];
  /** A tie at the target played on is won this many points past it (Doomtrooper: 10). */
  playOn?: number;
  /** Per stage, its own target and whether it is never ended for time (`stageRules`). */
  stages?: { target?: number; untimed?: boolean }[];
  games: number;
  /** Games every result has; later ones may be left unplayed. */
  gamesRequired: number;
  /** A side with this many won games has won the match: no game follows; absent where every game
   * is played. */
  winsToDecide?: number;
  /** Netrunner: seat 1 takes the first role in game 1, and the roles swap each game (2.1). */
  swapRoles: boolean;
  /** The roles, the first one first; [] where the game has none. */
  roles: string[];
  /** Game 1's first role goes to whoever won a call at the table, which the desk asks
   * (Attacktix 4.1.8.3), rather than to seat 1. */
  roleByCall: boolean;
  drawsAllowed: boolean;
  /** Netrunner agenda points must be typed; a Generic score may stay empty (0). */
  scoreRequired: boolean;
  /** What the score is called, a name under results.scoreNames. */
  scoreName: string;
  /** The feature modules the ruleset uses, with their options (renderer/src/features). */
  features?: Readonly<Record<string, unknown>>;
}

/** The form's rules, from the match format the core works out for the event's ruleset. */
export function matchRules(event: TournamentEvent): MatchRules {
  const f = event.format;
  return {
    entry: f.resultForm.entry,
    games: f.gamesPerMatch,
    gamesRequired: f.gamesRequired,
    ...(f.winsToDecide !== undefined ? { winsToDecide: f.winsToDecide } : {}),
    swapRoles: f.roles.length === 2,
    roles: f.roles,
    roleByCall: f.firstRoleBy === 'call' && f.roles.length === 2,
    drawsAllowed: f.drawsAllowed,
    scoreRequired: f.resultForm.scoreRequired,
    scoreName: f.resultForm.scoreName,
    ...(f.resultForm.target !== undefined ? { target: f.resultForm.target } : {}),
    ...(f.resultForm.endings?.includes('time_warriors') ? { tiesBroken: true } : {}),
    ...(f.resultForm.entry === 'race' ? { endings: [...(f.resultForm.endings ?? ['target', 'time'])] } : {}),
    ...(f.resultForm.playOn ? { playOn: f.resultForm.playOn } : {}),
    ...(f.resultForm.stages ? { stages: f.resultForm.stages } : {}),
    ...(f.features ? { features: f.features } : {}),
  };
}

/** The rules of a table of the stage at `position` (1-based): its own target, and no time endings
 * where the stage is never ended for time (Doomtrooper: 25, then 40, then a playoff without time). */
export function stageRules(rules: MatchRules, position: number | undefined): MatchRules {
  if (rules.entry !== 'race' || !rules.stages) return rules;
  const own = stageForm({ ...(rules.endings ? { endings: rules.endings } : {}), stages: rules.stages }, position);
  return { ...rules, ...(own.target !== undefined ? { target: own.target } : {}), endings: own.endings };
}

/** The role seat `position` (1-based) plays in game `game` (0-based); null where there are none,
 * or where a call decides them and the desk has not yet said who won it. */
export function roleOf(table: RoundTable, position: number, game: number, rules: MatchRules, call: CallWinner = ''): string | null {
  if (rules.roleByCall) return call === '' ? null : rules.roles[String(position) === firstMoverIn(call, game) ? 0 : 1]!;
  const own = table.seats[position - 1]?.role ?? null;
  if (!own || !rules.swapRoles || game % 2 === 0) return own;
  return table.seats.find((s) => s.position !== position)?.role ?? own;
}

/** A game past those every result has may be left unplayed (a best of three decided 2-0). */
export function mayBeUnplayed(game: number, rules: MatchRules): boolean {
  return game >= rules.gamesRequired;
}

/** Per game, whether one seat had already won the match before it (first to `winsToDecide`), so
 * it cannot have been played. */
export function afterDecision(drafts: readonly GameDraft[], rules: MatchRules): boolean[] {
  const won = { '1': 0, '2': 0 };
  return drafts.map((d) => {
    const decided = rules.winsToDecide !== undefined && Math.max(won['1'], won['2']) >= rules.winsToDecide;
    if (d.winner === '1' || d.winner === '2') won[d.winner] += 1;
    return decided;
  });
}

/** The drafts with every game after the decision left not played. */
export function withoutGamesAfterDecision(drafts: GameDraft[], rules: MatchRules): GameDraft[] {
  const after = afterDecision(drafts, rules);
  return drafts.map((d, i) => (after[i] && d.winner !== 'skip' ? { ...d, winner: 'skip' } : d));
}

export function blankGames(rules: MatchRules): GameDraft[] {
  return Array.from({ length: rules.games }, (_, i) => ({ winner: mayBeUnplayed(i, rules) ? 'skip' : '', scores: ['', ''] }));
}

export function draftsFrom(games: GameValue[], table: RoundTable, rules: MatchRules): GameDraft[] {
  return blankGames(rules).map((blank, i) => {
    const g = games[i];
    if (!g) return blank;
    const seat = (p: number) => g.seats.find((s) => s.entryId === table.seats[p - 1]?.entryId);
    const [a, b] = [seat(1), seat(2)];
    const winner: Winner = a?.outcome === 'win' ? '1' : b?.outcome === 'win' ? '2' : a?.outcome === 'draw' ? 'd' : 'u';
    return { winner, scores: [String(a?.score ?? 0), String(b?.score ?? 0)] };
  });
}

export interface DraftProblems {
  /** Where a call decides game 1's first move: the desk has not said who won it. */
  call: boolean;
  /** Per game: a winner is missing. */
  winner: boolean[];
  /** Per game and seat: a score is missing or not a whole number. */
  score: boolean[][];
}

/** A score as typed is missing where the ruleset needs one, or not a whole number. */
export function badScore(typed: string, rules: MatchRules): boolean {
  return typed.trim() === '' ? rules.scoreRequired : !/^\d+$/.test(typed.trim());
}

export function checkDrafts(drafts: GameDraft[], rules: MatchRules, call: CallWinner = ''): DraftProblems | null {
  const bad = (s: string) => badScore(s, rules);
  const noCall = rules.roleByCall && call === '';
  const winner = drafts.map((d) => d.winner === '');
  const score = drafts.map((d) => (d.winner === 'skip' ? [false, false] : d.scores.map(bad)));
  return noCall || winner.some(Boolean) || score.flat().some(Boolean) ? { call: noCall, winner, score } : null;
}

const outcomes: Record<Exclude<Winner, '' | 'skip'>, [GameValue['seats'][number]['outcome'], GameValue['seats'][number]['outcome']]> = {
  '1': ['win', 'loss'],
  '2': ['loss', 'win'],
  u: ['unfinished', 'unfinished'],
  d: ['draw', 'draw'],
};

export function toGames(drafts: GameDraft[], table: RoundTable, rules: MatchRules, call: CallWinner = ''): GameValue[] {
  return drafts.flatMap((d, game) => {
    if (d.winner === '' || d.winner === 'skip') return [];
    const pair = outcomes[d.winner];
    return [
      {
        seats: table.seats.slice(0, 2).map((s, i) => {
          const role = roleOf(table, s.position, game, rules, call);
          return { entryId: s.entryId, outcome: pair[i]!, score: Number(d.scores[i]!.trim() || 0), ...(role ? { role } : {}) };
        }),
      },
    ];
  });
}

/** Two results say the same when every game ends the same way and gives every seat the same
 * outcome, place, score and role, whichever order the seats were listed in. */
export function sameGames(a: GameValue[], b: GameValue[]): boolean {
  const key = (games: GameValue[]) =>
    JSON.stringify(games.map((g) => [g.ending ?? null, [...g.seats].sort((x, y) => x.entryId - y.entryId).map((s) => [s.entryId, s.outcome, s.place ?? null, s.score, s.role ?? null])]));
  return key(a) === key(b);
}

/** The result another desk stored first, as a refused entry reports it. */
export interface StoredResult {
  games: GameValue[];
  version: number;
}

export function storedResultOf(details: Record<string, unknown> | undefined): StoredResult | null {
  const stored = details?.stored as Partial<StoredResult> | undefined;
  return stored && Array.isArray(stored.games) && typeof stored.version === 'number' ? { games: stored.games, version: stored.version } : null;
}
