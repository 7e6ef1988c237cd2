// runtime: pure
// Single elimination: round 1 draws the bracket at random from the round's seed (Attacktix
// 5.1.1.1: sides grouped at random), or seeds it by the standings of the stage before (a cut),
// with byes to the top seeds; every later round
// pairs the winners of neighbouring matches; over when the final (a round of one table) is
// closed. Every match needs a winner; a player checked in after the draw does not join. Where the
// ruleset asks, the semifinal losers play for third place beside the final (its place 2).
import { bracketRounds, firstBracketRound, nextBracketRound, roundWinners, singleSections, thirdPlaceMatch, type BracketRound } from '../elimination';
import { createRng, shuffle } from '../random';
import type { StandingRow } from '../standings/types';
import { eliminationStandings } from '../elimination/standings';
import { drawnStage } from './drawn';
import type { StageKind, StageRound } from './types';

/** A bracket's round as the core takes it: match places as table numbers, byes included. */
export function asStageRound(round: BracketRound, standings: StandingRow[]): StageRound {
  return {
    tables: round.matches.map((m) => ({ table: m.match, entries: m.entries, notes: m.notes })),
    byes: round.byes.map((b) => ({ entryId: b.entries[0]!, notes: b.notes, table: b.match })),
    warnings: [],
    standings,
  };
}

export const elimination: StageKind = {
  // Over when the bracket's last round (the final, and the match for third place) is closed.
  ...drawnStage(bracketRounds),
  id: 'elimination',
  nextRound(input) {
    const standings = eliminationStandings(input.ruleset, input.entries, input.tables);
    const last = Math.max(0, ...input.tables.map((t) => t.round));
    if (last === 0) {
      // Seeded from the stage before (a cut), or drawn at random.
      const active = input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id);
      return asStageRound(firstBracketRound(input.seeds ?? shuffle(active, createRng(input.seed))), standings);
    }
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    const before = input.tables.filter((t) => t.round === last);
    const next = nextBracketRound(roundWinners(input.ruleset, before, dropped));
    const final = next.matches.length + next.byes.length === 1;
    if (final && input.ruleset.plan?.thirdPlaceMatch) {
      const third = thirdPlaceMatch(input.ruleset, before, dropped);
      if (third) next.matches.push(third);
    }
    return asStageRound(next, standings);
  },
  // The bracket's last round, place 1; the match for third place beside it is place 2.
  finalTable: ({ round, firstRoundTables }) => (firstRoundTables > 0 && round === bracketRounds(2 * firstRoundTables) ? 1 : null),
  standings: eliminationStandings,
  decisive: true,
  // Each round after the first seats the winners of the one before.
  standsAfterCorrection: () => false,
  drawing: { as: 'bracket', sections: singleSections },
  // A round's losers share the place below those who went on (eliminationStandings).
  ranksByRoundOut: true,
};
