// runtime: pure. A round robin as the room and the printed sheet draw it: a crosstable per cycle
// (the main one, then each tie-break round robin of 5.1.2.2 among the tied sides), read back from
// the stage's stored tables. The cycle's schedule fixes every pair's round (tie-break.ts), so a
// pair not yet paired still shows when it meets. Rows follow the stage's standings; a side's
// wins, losses and draws count that cycle's matches only, as the tie-break does; a bye (or a
// walkover) is not a win, and shows only as a round the side sits out.
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../rulesets/score-table';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, TableRecord } from '../types';
import { roundRobinStandings } from './standings';
import { cycleLength, nextInRoundRobin, readCycles, type Cycle } from './tie-break';

/** One pair from the row side's view. `to_play`: its round is not drawn yet (or is a draft);
 * `playing`: at `table`, no result yet; `not_played`: its round was drawn without it (a side had
 * dropped). */
export type GridResult = 'win' | 'loss' | 'draw' | 'playing' | 'to_play' | 'not_played';

export interface GridCell {
  /** The stage's own round the pair meets in. */
  round: number;
  result: GridResult;
  /** Games won and lost by the row side, once there is a result. */
  games: { won: number; lost: number } | null;
  /** The table while the match is being played; else null. */
  table: number | null;
}

export interface GridSide {
  entryId: EntryId;
  /** The stage's standings place; null while no match of the stage has a result. */
  place: number | null;
  wins: number;
  losses: number;
  draws: number;
  /** The rounds the side sits out in this cycle (an odd count's bye; in a tie-break, each round
   * without a pair of its own), in order. */
  byeRounds: number[];
  /** Most wins of the cycle so far (someone has won a match in it). */
  leader: boolean;
  dropped: boolean;
}

export interface CycleGrid {
  /** 0 the main cycle, then the tie-break round robins in order. */
  cycle: number;
  /** The stage's own rounds of the cycle: from `firstRound`, `rounds` of them. */
  firstRound: number;
  rounds: number;
  /** In the stage's standings order. */
  sides: GridSide[];
  /** cells[i][j]: row side i against column side j; null on the diagonal. */
  cells: (GridCell | null)[][];
}

export interface RoundRobinGridView {
  /** The stage's newest round drawn, whose pairs the room highlights. */
  currentRound: number;
  /** The stage's winner once it is over and one side won it; else null. */
  winner: EntryId | null;
  grids: CycleGrid[];
}

const pairKey = (a: EntryId, b: EntryId) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function cycleGrid(ruleset: Ruleset, cycle: Cycle, index: number, tables: readonly TableRecord[], rank: ReadonlyMap<EntryId, { place: number; listed: number; dropped: boolean }>, ranked: boolean): CycleGrid {
  const firstRound = cycle.rounds[0]!;
  const rounds = new Set(cycle.rounds);
  const mine = tables.filter((t) => rounds.has(t.round));
  const sides = [...cycle.sides].sort((a, b) => rank.get(a)!.listed - rank.get(b)!.listed);
  const at = new Map(sides.map((e, i) => [e, i]));
  const meets = new Map<string, number>();
  const byeRounds = new Map<EntryId, number[]>(sides.map((e) => [e, []]));
  cycle.schedule.forEach((places, r) => {
    for (const [a, b] of places) {
      if (a !== null && b !== null) meets.set(pairKey(a, b), firstRound + r);
      else if (a !== null || b !== null) byeRounds.get((a ?? b)!)!.push(firstRound + r);
    }
  });
  const cells: (GridCell | null)[][] = sides.map((a) => sides.map((b) => (a === b ? null : { round: meets.get(pairKey(a, b))!, result: 'to_play', games: null, table: null })));
  const drawnRounds = new Set(mine.map((t) => t.round));
  for (const cell of cells.flat()) if (cell && drawnRounds.has(cell.round)) cell.result = 'not_played';
  for (const t of mine) {
    if (t.bye || t.entries.length !== 2) continue;
    const [i, j] = t.entries.map((e) => at.get(e)!) as [number, number];
    const there = cells[i]![j]!;
    const back = cells[j]![i]!;
    if (t.games.length === 0) {
      Object.assign(there, { result: 'playing', table: t.table });
      Object.assign(back, { result: 'playing', table: t.table });
      continue;
    }
    const [s1, s2] = scoreTable(ruleset, t.entries, t.games);
    Object.assign(there, { result: s1!.result, games: { won: s1!.gamesWon, lost: s1!.gamesLost } });
    Object.assign(back, { result: s2!.result, games: { won: s2!.gamesWon, lost: s2!.gamesLost } });
  }
  const count = (row: (GridCell | null)[], result: GridResult) => row.filter((c) => c?.result === result).length;
  const wins = cells.map((row) => count(row, 'win'));
  const most = Math.max(...wins);
  return {
    cycle: index,
    firstRound,
    rounds: cycleLength(cycle),
    sides: sides.map((entryId, i) => ({
      entryId,
      place: ranked ? rank.get(entryId)!.place : null,
      wins: wins[i]!,
      losses: count(cells[i]!, 'loss'),
      draws: count(cells[i]!, 'draw'),
      byeRounds: byeRounds.get(entryId)!,
      leader: most > 0 && wins[i] === most,
      dropped: rank.get(entryId)!.dropped,
    })),
    cells,
  };
}

/** The stage's winner once every result is in and no round follows: the tie-break's winner, or
 * without tie-breaks the standings' one side placed first. */
function winnerOf(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[], standings: StandingRow[]): EntryId | null {
  if (tables.some((t) => !t.bye && t.games.length === 0)) return null;
  const next = nextInRoundRobin(ruleset, entries, tables);
  if (!next.over) return null;
  if (ruleset.plan?.tieBreakRoundRobin) return next.winner;
  return standings.filter((r) => r.rank === 1).length === 1 ? standings[0]!.entryId : null;
}

/** The grids of a round robin stage from its tables (its own rounds numbered from 1); null before
 * its round 1 is drawn. `entries` are the stage's as its kind ranks them. */
export function roundRobinGrid(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): RoundRobinGridView | null {
  const cycles = readCycles(tables);
  if (cycles.length === 0) return null;
  const standings = roundRobinStandings(ruleset, entries, tables);
  const rank = new Map(standings.map((r, listed) => [r.entryId, { place: r.rank, listed, dropped: r.dropped }]));
  const ranked = tables.some((t) => !t.bye && t.games.length > 0);
  return {
    currentRound: Math.max(...tables.map((t) => t.round)),
    winner: winnerOf(ruleset, entries, tables, standings),
    grids: cycles.map((c, i) => cycleGrid(ruleset, c, i, tables, rank, ranked)),
  };
}
