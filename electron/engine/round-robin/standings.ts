// runtime: pure. Round robin standings. Without tie-breaks, the ruleset's standings. With them
// (Attacktix 5.1.2.2): the stage's winner first (the side with the most match wins of the last
// cycle); then the sides of tie-breaks, the later the last cycle a side played in the better, and
// within one cycle the more match wins in it the better; then everyone else as the ruleset ranks
// the main cycle. Ties left over follow the ruleset's order of the main cycle. Rows carry the
// ruleset's columns over every table played.
import type { Ruleset } from '../rulesets/types';
import { computeStandings } from '../rulesets/standings';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, TableRecord } from '../types';
import { cycleWins, nextInRoundRobin, readCycles } from './tie-break';

interface Key {
  winner: number;
  /** The last cycle the side played in (0 the main cycle); -1 never drawn. */
  cycle: number;
  /** Match wins in that cycle, when it is a tie-break. */
  wins: number;
  /** Rank in the main cycle's standings. */
  main: number;
}

const compare = (a: Key, b: Key) => b.winner - a.winner || b.cycle - a.cycle || b.wins - a.wins || a.main - b.main;

export function roundRobinStandings(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StandingRow[] {
  const rows = computeStandings(ruleset, entries, tables);
  const cycles = readCycles(tables);
  if (!ruleset.plan?.tieBreakRoundRobin || cycles.length === 0) return rows;
  const mainRounds = new Set(cycles[0]!.rounds);
  const main = new Map(computeStandings(ruleset, entries, tables.filter((t) => mainRounds.has(t.round))).map((r, i) => [r.entryId, { rank: r.rank, listed: i }]));
  const reached = new Map<EntryId, { cycle: number; wins: number }>();
  cycles.forEach((cycle, index) => {
    for (const [e, wins] of cycleWins(ruleset, cycle, tables)) reached.set(e, { cycle: index, wins: index > 0 ? wins : 0 });
  });
  const next = nextInRoundRobin(ruleset, entries, tables);
  const winner = next.over ? next.winner : null;
  const keyed = rows.map((row) => {
    const r = reached.get(row.entryId) ?? { cycle: -1, wins: 0 };
    const m = main.get(row.entryId)!;
    return { row, listed: m.listed, key: { winner: row.entryId === winner ? 1 : 0, cycle: r.cycle, wins: r.wins, main: m.rank } };
  });
  keyed.sort((a, b) => compare(a.key, b.key) || a.listed - b.listed);
  let rank = 0;
  return keyed.map(({ row, key }, i) => {
    if (i === 0 || compare(keyed[i - 1]!.key, key) !== 0) rank = i + 1;
    return { ...row, rank };
  });
}
