// runtime: pure
// What the stage kinds whose length the draw fixes (a bracket, a round robin) share: their rounds
// follow from the number of sides, counted from the players checked in until round 1 is drawn and
// then from round 1 itself (a table per two places, byes included); over when those rounds are
// closed; a player checked in after the draw does not join.
import type { StageKind } from './types';

export function drawnStage(rounds: (sides: number) => number): Pick<StageKind, 'isComplete' | 'suggestedRounds' | 'fixedRounds' | 'lateEntries' | 'madeInAdvance' | 'seating'> {
  return {
    isComplete: ({ lastClosedRound, firstRoundTables }) => firstRoundTables > 0 && lastClosedRound >= rounds(2 * firstRoundTables),
    suggestedRounds: (field) => (field < 2 ? null : rounds(field)),
    fixedRounds: ({ checkedIn, firstRoundTables }) => (firstRoundTables > 0 ? rounds(2 * firstRoundTables) : checkedIn < 2 ? null : rounds(checkedIn)),
    lateEntries: false,
    madeInAdvance: false,
    seating: 'given',
  };
}
