// runtime: pure
// Round robin: the sides are put in a random order at round 1 (Attacktix 5.1.2: a random
// sequence), and the circle method pairs every side with every other exactly once; with an odd
// count each round has one bye (Decision: a bye is not a win, unless the ruleset scores it so).
// The order is read back from round 1's tables (engine/round-robin/order.ts), so every later
// round follows from the history alone; later rounds number their tables 1, 2, 3 and the bye
// after them. Over when the cycle is done, ranked by the ruleset's standings; where the ruleset
// asks, a tie for the most wins is played off in further cycles first, the tied pairs in the
// main cycle's sequence, a tied side without a pair in a round sitting it out (tie-break.ts).
import { circleRound, nextInRoundRobin, roundRobinStandings, withDummy, type Cycle, type CycleRound } from '../round-robin';
import { createRng, shuffle } from '../random';
import type { EntryId, Note } from '../types';
import { drawnStage } from './drawn';
import type { StageKind, StageRound } from './types';

const cycleRounds = (sides: number) => (sides % 2 === 0 ? sides - 1 : sides);

// The main cycle over the sides of round 1, its dummy included.
const drawn = drawnStage(cycleRounds);

export const roundRobin: StageKind = {
  ...drawn,
  id: 'round_robin',
  // Past the main cycle only the results tell whether a tie is still to be played off.
  isComplete(progress) {
    if (!drawn.isComplete(progress)) return false;
    const { ruleset, entries, tables } = progress.history();
    return !ruleset.plan?.tieBreakRoundRobin || nextInRoundRobin(ruleset, entries, tables).over;
  },
  nextRound(input) {
    const standings = roundRobinStandings(input.ruleset, input.entries, input.tables);
    const out: StageRound = { tables: [], byes: [], warnings: [], standings };
    let places: CycleRound;
    if (input.tables.length === 0) {
      places = circleRound(withDummy(shuffle(input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id), createRng(input.seed))), 0);
    } else {
      const next = nextInRoundRobin(input.ruleset, input.entries, input.tables);
      if (next.over) return out;
      places = next.cycle.schedule[next.r]!;
      if (next.index > 0) out.warnings.push(tieBreakNote(next.index, next.cycle, next.r));
    }
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    for (const [a, b] of places) {
      const playing = [a, b].filter((x): x is EntryId => x !== null && !dropped.has(x));
      if (playing.length === 2) out.tables.push({ table: out.tables.length + 1, entries: playing, notes: [] });
      else if (playing.length === 1) {
        // The circle's own bye (a side sitting out a tie-break round), or a walkover when the
        // opponent has dropped.
        const walkover = a !== null && b !== null;
        out.byes.push({ entryId: playing[0]!, notes: walkover ? [{ code: 'walkover', params: { entryId: playing[0]! } }] : [] });
      }
    }
    // Byes after the last table; in round 1 that is the dummy's place, which orderFrom reads.
    out.byes.forEach((bye, i) => (bye.table = out.tables.length + i + 1));
    return out;
  },
  standings: roundRobinStandings,
  // Most wins wins (a tie played off in a further cycle): no single match is the final.
  finalTable: () => null,
  decisive: false,
  // The main cycle is fixed by round 1; a round past it exists only because of a tie.
  standsAfterCorrection: ({ round, firstRoundTables }) => round <= cycleRounds(2 * firstRoundTables),
  drawing: { as: 'grid' },
  ranksByRoundOut: false,
};

/** Announces a round past the main cycle, whose length the desk's count does not include. */
function tieBreakNote(index: number, cycle: Pick<Cycle, 'sides' | 'schedule'>, r: number): Note {
  return { code: 'tie_break_round_robin', params: { cycle: index, sides: cycle.sides.length, round: r + 1, rounds: cycle.schedule.length } };
}
