// Plays a round robin stage through its kind as the core does: each round drawn from the closed
// rounds before it, every match given a result by `winner` (null: drawn), and the stage asked
// whether it is over before the next one.
import type { Ruleset } from '../../../../electron/engine/rulesets/types';
import { stageKind, type StageProgress, type StageRound } from '../../../../electron/engine/stages';
import type { EntryId, EntryState, GameOutcome, TableRecord } from '../../../../electron/engine/types';

export const kind = stageKind('round_robin');

export const sides = (n: number): EntryState[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, dropped: false, joinedRound: 1 }));

export function progress(ruleset: Ruleset, entries: EntryState[], tables: TableRecord[]): StageProgress {
  return {
    plannedRounds: null,
    lastClosedRound: Math.max(0, ...tables.map((t) => t.round)),
    firstRoundTables: tables.filter((t) => t.round === 1).length,
    history: () => ({ ruleset, entries, tables }),
  };
}

const outcome = (entryId: EntryId, winner: EntryId | null): GameOutcome => (winner === null ? 'draw' : entryId === winner ? 'win' : 'loss');

/** Round `round` as the core stores it: its tables with results, its byes where the kind put them. */
export function played(round: number, drawn: StageRound, winner: (a: EntryId, b: EntryId, round: number) => EntryId | null): TableRecord[] {
  return [
    ...drawn.tables.map((t) => {
      const w = winner(t.entries[0]!, t.entries[1]!, round);
      return { round, table: t.table, entries: t.entries, bye: false, games: [{ seats: t.entries.map((entryId) => ({ entryId, outcome: outcome(entryId, w), score: 0 })) }] };
    }),
    ...drawn.byes.map((b) => ({ round, table: b.table!, entries: [b.entryId], bye: true, games: [] })),
  ];
}

export interface Played {
  tables: TableRecord[];
  rounds: StageRound[];
}

/** Plays from `from` (the rounds already played) until the stage is over or `until` rounds are;
 * throws past `bound` rounds. */
export function play(
  ruleset: Ruleset,
  entries: EntryState[],
  winner: (a: EntryId, b: EntryId, round: number) => EntryId | null,
  { from = { tables: [], rounds: [] } as Played, until = Infinity, bound = 200 } = {},
): Played {
  const out: Played = { tables: [...from.tables], rounds: [...from.rounds] };
  for (let round = out.rounds.length + 1; round <= until; round++) {
    if (round > 1 && kind.isComplete(progress(ruleset, entries, out.tables))) return out;
    if (round > bound) throw new Error(`not over after ${bound} rounds`);
    const drawn = kind.nextRound({ ruleset, entries, tables: out.tables, round, seed: 'draw' });
    out.rounds.push(drawn);
    out.tables.push(...played(round, drawn, winner));
  }
  return out;
}
