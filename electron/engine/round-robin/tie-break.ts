// runtime: pure. The cycles of a round robin with tie-breaks (Attacktix 5.1.2.2): the main cycle
// over round 1's order, then, while two or more sides share the most match wins of the cycle just
// closed, another cycle among exactly those (dropped ones left out), playing each other "in the
// same sequence as before" (Decision: the tied pairs in the order they met in the cycle that
// tied, each side in the same seat). Everything is read back from the rounds played: the main
// cycle's schedule from round 1's order, and a tie-break cycle's sides are the ones seated in its
// first round (every side of it is seated there, at a table or sitting out).
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../rulesets/score-table';
import type { EntryId, EntryState, TableRecord } from '../types';
import { circleRound } from './circle';
import { orderFrom } from './order';

/** A round of a cycle: its places in order, a side alone at a place (null beside it) sitting out. */
export type CycleRound = [EntryId | null, EntryId | null][];

export interface Cycle {
  /** Its sides in round 1's order. */
  sides: EntryId[];
  /** Every round of the cycle, played or not. */
  schedule: CycleRound[];
  /** The numbers of its rounds played so far, in order. */
  rounds: number[];
}

export const cycleLength = (cycle: Pick<Cycle, 'schedule'>): number => cycle.schedule.length;

/** The main cycle: the circle over round 1's order. */
function mainCycle(order: readonly (EntryId | null)[]): Omit<Cycle, 'rounds'> {
  return {
    sides: order.filter((e): e is EntryId => e !== null),
    schedule: Array.from({ length: order.length - 1 }, (_, r) => circleRound(order, r)),
  };
}

/** A tie-break among `among`: the main cycle's pairs of two of them, in the main cycle's order
 * (round by round, place by place) and seats, a new round begun only where the next pair shares a
 * side with the round so far; the others of `among` sit out each round. Restricting a tie-break
 * again gives the main cycle restricted, so every later tie-break keeps the same sequence. */
function tieBreakCycle(main: Omit<Cycle, 'rounds'>, among: ReadonlySet<EntryId>): Omit<Cycle, 'rounds'> {
  const pairs = main.schedule.flat().filter((p): p is [EntryId, EntryId] => p.every((e) => e !== null && among.has(e)));
  const rounds: [EntryId, EntryId][][] = [];
  let seated = new Set<EntryId>();
  for (const pair of pairs) {
    if (rounds.length === 0 || pair.some((e) => seated.has(e))) {
      rounds.push([]);
      seated = new Set();
    }
    rounds.at(-1)!.push(pair);
    pair.forEach((e) => seated.add(e));
  }
  const sides = main.sides.filter((e) => among.has(e));
  return {
    sides,
    schedule: rounds.map((round) => {
      const playing = new Set(round.flat());
      return [...round, ...sides.filter((e) => !playing.has(e)).map((e): [EntryId, null] => [e, null])];
    }),
  };
}

/** The stage's cycles so far, from its tables alone; none before round 1. */
export function readCycles(tables: readonly TableRecord[]): Cycle[] {
  const rounds = [...new Set(tables.map((t) => t.round))].sort((a, b) => a - b);
  if (rounds.length === 0) return [];
  const main = mainCycle(orderFrom(tables.filter((t) => t.round === rounds[0])));
  const cycles: Cycle[] = [];
  let cycle = main;
  for (let i = 0; i < rounds.length; ) {
    const played = { ...cycle, rounds: rounds.slice(i, i + cycleLength(cycle)) };
    cycles.push(played);
    i += played.rounds.length;
    if (i < rounds.length) cycle = tieBreakCycle(main, new Set(tables.filter((t) => t.round === rounds[i]).flatMap((t) => t.entries)));
  }
  return cycles;
}

/** Match wins of each side of the cycle within it; a bye (a walkover too) is not a win. */
export function cycleWins(ruleset: Ruleset, cycle: Cycle, tables: readonly TableRecord[]): Map<EntryId, number> {
  const wins = new Map<EntryId, number>(cycle.sides.map((e) => [e, 0]));
  const rounds = new Set(cycle.rounds);
  for (const t of tables) {
    if (t.bye || t.games.length === 0 || !rounds.has(t.round)) continue;
    const winner = scoreTable(ruleset, t.entries, t.games).find((s) => s.result === 'win')?.entryId;
    if (winner !== undefined && wins.has(winner)) wins.set(winner, wins.get(winner)! + 1);
  }
  return wins;
}

/** What comes after the rounds played: a round of a cycle (`index` 0 is the main cycle, `r` the
 * round within it, 0-based), or the end with its winner (null when every side tied for the most
 * has dropped, or without the option, where the standings decide). */
export type RoundRobinNext = { over: false; index: number; cycle: Omit<Cycle, 'rounds'>; r: number } | { over: true; winner: EntryId | null };

/** The next round of a round robin begun in `tables` (round 1 is drawn), tie-breaks as the
 * ruleset says. */
export function nextInRoundRobin(ruleset: Ruleset, entries: readonly EntryState[], tables: readonly TableRecord[]): RoundRobinNext {
  const cycles = readCycles(tables);
  const last = cycles.at(-1)!;
  if (last.rounds.length < cycleLength(last)) return { over: false, index: cycles.length - 1, cycle: last, r: last.rounds.length };
  if (!ruleset.plan?.tieBreakRoundRobin) return { over: true, winner: null };
  const wins = cycleWins(ruleset, last, tables);
  const most = Math.max(...wins.values());
  const tied = [...wins].filter(([, w]) => w === most).map(([e]) => e);
  if (tied.length === 1) return { over: true, winner: tied[0]! };
  const dropped = new Set(entries.filter((e) => e.dropped).map((e) => e.id));
  const active = tied.filter((e) => !dropped.has(e));
  if (active.length < 2) return { over: true, winner: active[0] ?? null };
  return { over: false, index: cycles.length, cycle: tieBreakCycle(cycles[0]!, new Set(active)), r: 0 };
}
