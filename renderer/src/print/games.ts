// runtime: dom. Which games a slip has and what each asks, from the event's match format (worked
// out by the core): Netrunner's two games with roles swapped after game 1 and agenda boxes, the
// configured games with won / drew / lost boxes, at tables entered by places a place box (and a
// score box) per seat and game, or in a race a score box and a box for reaching the target.
import type { TournamentEvent } from '../../../shared/model/event';
import type { RaceEnding } from '../../../shared/model/race';
import { stageForm } from '../../../shared/model/stage-form';
import type { PerPage } from './params';
import { featureSlipFootLines, featureSlipGameLines, type SlipFootLinesPart, type SlipGameLinesPart } from '../features/registry';

export interface SlipGame {
  number: number;
  /** The role of each seat in this game (by seat index), or null where the game has no roles. */
  roles: (string | null)[];
}

export interface SlipRules {
  /** 'winner': a column per seat, who won each game. 'places': a line per seat, its place per game.
   * 'race': a line per seat, its score and a box for reaching the target, and a box for time. */
  entry: 'winner' | 'places' | 'race';
  /** A race's target score (Catan: 10 VP); absent for the other entries. */
  target?: number;
  /** A race's endings the table's stage offers; the target is the reached box, each other its own. */
  endings?: RaceEnding[];
  /** A tie at the target played on is won this many points past it (Doomtrooper: 10). */
  playOn?: number;
  /** Where the event's stages play to targets of their own, the table's, said in its head. */
  threshold?: number;
  games: SlipGame[];
  /** The name of the score asked per seat and game (a box for it), or null: won / drew / lost boxes. */
  scoreName: string | null;
  drawsAllowed: boolean;
  /** Where a call at the table decides game 1's first move (Attacktix 4.1.8.3): the games the
   * call's winner moves first in, and those the other player does. Null otherwise. */
  call: { callerGames: number[]; otherGames: number[] } | null;
  /** What the features the event uses print under each game, a cell per player (a referee's
   * tallies); empty: nothing. */
  gameLines: SlipGameLinesPart[];
  /** What the features the event uses print at the slip's foot, above its signers (a signed
   * sheet's lines); empty: nothing. */
  footLines: SlipFootLinesPart[];
}

export function slipRules(event: TournamentEvent, seatRoles: (string | null)[], stagePosition?: number): SlipRules {
  const f = event.format;
  const stage = stageForm(f.resultForm, stagePosition);
  const race = f.resultForm.entry === 'race';
  const byCall = f.firstRoleBy === 'call';
  // Where a call decides them, nobody holds a role before the game: the slip asks instead.
  const first = seatRoles.map((r, i) => (byCall ? null : (r ?? f.roles[i] ?? null)));
  const numbers = Array.from({ length: f.gamesPerMatch }, (_, i) => i + 1);
  return {
    entry: f.resultForm.entry,
    ...(stage.target !== undefined ? { target: stage.target } : {}),
    // A stage never ended for time lists its endings, so the slip prints no box for time.
    ...(race && (f.resultForm.endings || stage.untimed) ? { endings: stage.endings } : {}),
    ...(f.resultForm.playOn ? { playOn: f.resultForm.playOn } : {}),
    ...(stage.ownTarget && stage.target !== undefined ? { threshold: stage.target } : {}),
    scoreName: f.resultForm.scoreOnSlip ? f.resultForm.scoreName : null,
    drawsAllowed: f.drawsAllowed,
    // With roles, they swap every game (2.1).
    games: Array.from({ length: f.gamesPerMatch }, (_, i) => ({
      number: i + 1,
      roles: f.roles.length > 0 && i % 2 === 1 ? [...first].reverse() : first,
    })),
    // The players take turns after game 1, so the call's winner moves first in the odd games.
    call: byCall ? { callerGames: numbers.filter((n) => n % 2 === 1), otherGames: numbers.filter((n) => n % 2 === 0) } : null,
    gameLines: featureSlipGameLines(f.features),
    footLines: featureSlipFootLines(f.features),
  };
}

/** The round's tables as the slip's height depends on them. */
export interface SlipTables {
  /** Some table seats teams: a line per player and one per team. */
  teams: boolean;
  /** The most seats at one table. */
  mostSeats: number;
}

/** Slips to a page that still hold the whole slip. A team table's slip (a line per player and one
 * per team, long names wrapping) needs a page of its own. With a feature's lines under more than
 * one game, a race at tables of more than two (a line per seat with its score and boxes), or a
 * feature's lines at its foot that say so (a signed sheet's lines for a refused signature and the
 * referee, under up to four players' lines), a slip needs half a page, so four to a page print as
 * two. */
export function fittingPerPage(requested: PerPage, rules: SlipRules, tables: SlipTables): PerPage {
  if (tables.teams) return 1;
  const half = (rules.gameLines.length > 0 && rules.games.length > 1) || (rules.entry === 'race' && tables.mostSeats > 2) || rules.footLines.some((l) => l.halfPage);
  return half && requested === 4 ? 2 : requested;
}
