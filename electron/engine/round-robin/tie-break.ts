// runtime: pure. The cycles of a round robin with tie-breaks (Attacktix 5.1.2.2): the main cycle
// over round 1's order, then, while two or more sides share the most match wins of the cycle just
// closed, another cycle among exactly those (dropped ones left out) in their order from round 1.
// Everything is read back from the rounds played: a cycle has as many rounds as its order has
// places less one, and a tie-break cycle's sides are the ones seated in its first round.
import type { Ruleset } from '../rulesets/types';
import { scoreTable } from '../scoring/score-table';
import type { EntryId, EntryState, TableRecord } from '../types';
import { orderFrom, withDummy } from './order';

export interface Cycle {
  /** The circle's order, null for the dummy of an odd count. */
  order: (EntryId | null)[];
  /** The numbers of its rounds played so far, in order. */
  rounds: number[];
}

export const cycleLength = (cycle: Cycle): number => cycle.order.length - 1;

const sidesOf = (order: readonly (EntryId | null)[]): EntryId[] => order.filter((e): e is EntryId => e !== null);

/** The sides of `among` in the order of round 1 (Attacktix 5.1.2.2: the same sequence). */
function subOrder(main: readonly (EntryId | null)[], among: ReadonlySet<EntryId>): (EntryId | null)[] {
  return withDummy(sidesOf(main).filter((e) => among.has(e)));
}

/** The stage's cycles so far, from its tables alone; none before round 1. */
export function readCycles(tables: readonly TableRecord[]): Cycle[] {
  const rounds = [...new Set(tables.map((t) => t.round))].sort((a, b) => a - b);
  if (rounds.length === 0) return [];
  const main = orderFrom(tables.filter((t) => t.round === rounds[0]));
  const cycles: Cycle[] = [];
  let order = main;
  for (let i = 0; i < rounds.length; ) {
    const cycle = { order, rounds: rounds.slice(i, i + order.length - 1) };
    cycles.push(cycle);
    i += cycle.rounds.length;
    if (i < rounds.length) order = subOrder(main, new Set(tables.filter((t) => t.round === rounds[i]).flatMap((t) => t.entries)));
  }
  return cycles;
}

/** Match wins of each side of the cycle within it; a bye (a walkover too) is not a win. */
export function cycleWins(ruleset: Ruleset, cycle: Cycle, tables: readonly TableRecord[]): Map<EntryId, number> {
  const wins = new Map<EntryId, number>(sidesOf(cycle.order).map((e) => [e, 0]));
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
export type RoundRobinNext = { over: false; index: number; order: (EntryId | null)[]; r: number } | { over: true; winner: EntryId | null };

/** The next round of a round robin begun in `tables` (round 1 is drawn), tie-breaks as the
 * ruleset says. */
export function nextInRoundRobin(ruleset: Ruleset, entries: readonly EntryState[], tables: readonly TableRecord[]): RoundRobinNext {
  const cycles = readCycles(tables);
  const last = cycles.at(-1)!;
  if (last.rounds.length < cycleLength(last)) return { over: false, index: cycles.length - 1, order: last.order, r: last.rounds.length };
  if (!ruleset.tieBreakRoundRobin) return { over: true, winner: null };
  const wins = cycleWins(ruleset, last, tables);
  const most = Math.max(...wins.values());
  const tied = [...wins].filter(([, w]) => w === most).map(([e]) => e);
  if (tied.length === 1) return { over: true, winner: tied[0]! };
  const dropped = new Set(entries.filter((e) => e.dropped).map((e) => e.id));
  const active = tied.filter((e) => !dropped.has(e));
  if (active.length < 2) return { over: true, winner: active[0] ?? null };
  return { over: false, index: cycles.length, order: subOrder(cycles[0]!.order, new Set(active)), r: 0 };
}
