// runtime: pure
// The seated playoff (Catan 3.7, 3.8) for games of three to six seats: the best of the stage
// before sit at semifinal tables by the chart, seated in qualifying order, and the tables' winners
// play the final; a field too small for that plays a straight final. Two rounds (one for a straight
// final), every table needs its one winner, nobody joins after the draw (docs/stages.md).
import { finalPlayoffRound, finalRound, firstPlayoffRound, playoffChart, seatedPlayoffStandings } from '../seated-playoff';
import type { StageKind } from './types';

/** Rounds from round 1's tables: one table is a straight final. */
const roundsOf = (firstRoundTables: number) => (firstRoundTables === 1 ? 1 : 2);

export const seatedPlayoff: StageKind = {
  id: 'seated_playoff',
  nextRound(input) {
    const standings = seatedPlayoffStandings(input.ruleset, input.entries, input.tables);
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    // Without a stage before it, the registration's order stands in for the qualifying rank.
    const seeds = (input.seeds ?? input.entries.map((e) => e.id)).filter((id) => !dropped.has(id));
    const last = Math.max(0, ...input.tables.map((t) => t.round));
    const round =
      last === 0
        ? firstPlayoffRound(input.ruleset, seeds)
        : last < finalRound(input.tables)
          ? finalPlayoffRound(input.ruleset, input.tables, dropped)
          : { tables: [], warnings: [] };
    return { ...round, byes: [], standings };
  },
  standings: seatedPlayoffStandings,
  isComplete: ({ lastClosedRound, firstRoundTables }) => firstRoundTables > 0 && lastClosedRound >= roundsOf(firstRoundTables),
  // Asked of an event's first stage only, which this never is in a ruleset.
  suggestedRounds: (field) => (field < 2 ? null : 2),
  fixedRounds: ({ checkedIn, firstRoundTables, seats }) => {
    if (firstRoundTables > 0) return roundsOf(firstRoundTables);
    const chart = playoffChart(checkedIn, seats);
    return chart ? (chart.first === 'final' ? 1 : 2) : null;
  },
  // Its last round is one table: the final, or a straight final in round 1.
  finalTable: ({ round, firstRoundTables }) => (firstRoundTables > 0 && round === roundsOf(firstRoundTables) ? 1 : null),
  decisive: true,
  // The final seats the semifinal tables' winners.
  standsAfterCorrection: () => false,
  lateEntries: false,
  madeInAdvance: false,
  seating: 'chosen',
  drawing: { as: 'chart' },
  ranksByRoundOut: false,
};
