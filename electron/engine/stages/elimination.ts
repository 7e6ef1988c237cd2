// runtime: pure
// Single elimination: round 1 draws the bracket at random from the round's seed (Attacktix
// 5.1.1.1: sides grouped at random) with byes to the top seeds of the draw; every later round
// pairs the winners of neighbouring matches; over when the final (a round of one table) is
// closed. Every match needs a winner; a player checked in after the draw does not join.
import { bracketRounds, firstBracketRound, nextBracketRound, roundWinners, type BracketRound } from '../elimination';
import { createRng, shuffle } from '../random';
import type { StandingRow } from '../standings/types';
import { eliminationStandings } from '../elimination/standings';
import type { StageKind, StageRound } from './types';

function asStageRound(round: BracketRound, standings: StandingRow[]): StageRound {
  return {
    tables: round.matches.map((m) => ({ table: m.match, entries: m.entries, notes: m.notes })),
    byes: round.byes.map((b) => ({ entryId: b.entries[0]!, notes: b.notes, table: b.match })),
    warnings: [],
    standings,
  };
}

export const elimination: StageKind = {
  id: 'elimination',
  nextRound(input) {
    const standings = eliminationStandings(input.ruleset, input.entries, input.tables);
    const last = Math.max(0, ...input.tables.map((t) => t.round));
    if (last === 0) {
      const active = input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id);
      return asStageRound(firstBracketRound(shuffle(active, createRng(input.seed))), standings);
    }
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    const winners = roundWinners(input.ruleset, input.tables.filter((t) => t.round === last), dropped);
    return asStageRound(nextBracketRound(winners), standings);
  },
  standings: eliminationStandings,
  isComplete: ({ lastClosedRound, lastClosedTables }) => lastClosedRound > 0 && lastClosedTables === 1,
  suggestedRounds: (field) => (field < 2 ? null : bracketRounds(field)),
  // Round 1 has a table per pair of bracket places, so its size is twice its tables.
  fixedRounds: ({ checkedIn, firstRoundTables }) => (firstRoundTables > 0 ? bracketRounds(2 * firstRoundTables) : checkedIn < 2 ? null : bracketRounds(checkedIn)),
  decisive: true,
  lateEntries: false,
};
