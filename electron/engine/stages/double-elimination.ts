// runtime: pure
// Double elimination: round 1 draws the bracket like single elimination (the seeds from the stage
// before when given, else at random from the round's seed), with byes to the top seeds; a side is
// out after its second loss. Stage round t plays winners'-bracket round t beside losers'-bracket
// round t − 1, the grand final comes in round 2k (k = log₂ of the bracket's size) and, when the
// losers' champion wins it, a reset in 2k + 1 (unless the ruleset turns resets off). Every match
// needs a winner; a player checked in after the draw does not join.
import { bracketRounds, doubleBracketSections, firstBracketRound } from '../elimination';
import { doubleLayout, grandFinalRound } from '../elimination/double-layout';
import { layoutOf, nextDoubleRound, readDoubleBracket, resetNeeded } from '../elimination/double-elimination';
import { doubleEliminationStandings } from '../elimination/double-standings';
import { createRng, shuffle } from '../random';
import type { EntryId } from '../types';
import { asStageRound } from './elimination';
import { drawnStage } from './drawn';
import type { StageKind } from './types';

export const doubleElimination: StageKind = {
  // 2k rounds; the reset is one more, played only when the grand final asks for it.
  ...drawnStage((sides) => 2 * bracketRounds(sides)),
  id: 'double_elimination',
  nextRound(input) {
    const standings = doubleEliminationStandings(input.ruleset, input.entries, input.tables);
    const dropped = new Set(input.entries.filter((e) => e.dropped).map((e) => e.id));
    const layout = layoutOf(input.tables);
    if (!layout) {
      const active = input.entries.filter((e) => !dropped.has(e.id) && e.joinedRound <= input.round).map((e) => e.id);
      const inField = new Set<EntryId>(active);
      const seeds = input.seeds ? input.seeds.filter((id) => inField.has(id)) : shuffle(active, createRng(input.seed));
      return asStageRound(firstBracketRound(seeds), standings);
    }
    const bracket = readDoubleBracket(input.ruleset, layout, input.tables);
    return asStageRound(nextDoubleRound(input.ruleset, bracket, dropped, input.round), standings);
  },
  isComplete(progress) {
    if (progress.firstRoundTables === 0) return false;
    const final = grandFinalRound(doubleLayout(2 * progress.firstRoundTables));
    if (progress.lastClosedRound !== final) return progress.lastClosedRound > final;
    const { ruleset, entries, tables } = progress.history();
    const dropped = new Set(entries.filter((e) => e.dropped).map((e) => e.id));
    return !resetNeeded(ruleset, tables.find((t) => t.round === final && t.table === 1), dropped);
  },
  // The grand final, and its reset when played: the reset plays the final again, and either may
  // decide the title. The losers' bracket's final, a round of one table before them, is not it.
  finalTable({ round, firstRoundTables }) {
    if (firstRoundTables === 0) return null;
    const final = grandFinalRound(doubleLayout(2 * firstRoundTables));
    return round === final || round === final + 1 ? 1 : null;
  },
  standings: doubleEliminationStandings,
  decisive: true,
  // Both brackets seat the winners and losers of the rounds before, the reset a grand final's loser.
  standsAfterCorrection: () => false,
  drawing: { as: 'bracket', sections: doubleBracketSections },
  // Its places below fourth follow the losers' bracket, whose rounds a single bracket's names do not fit.
  ranksByRoundOut: false,
};
