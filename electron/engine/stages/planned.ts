// runtime: pure
// What the stage kinds whose length the organizer plans (Swiss, table rounds) share: ranked by the
// ruleset's standings (no final), over once the last planned round is closed, ceil(log2 players) rounds
// suggested, draws allowed where the ruleset has them, late check-ins joining.
import { lastPlannedRoundClosed, suggestedSwissRounds } from '../rounds/planned-rounds';
import { computeStandings } from '../rulesets/standings';
import type { StageKind } from './types';

export const plannedStage: Omit<StageKind, 'id' | 'nextRound'> = {
  standings: computeStandings,
  isComplete: lastPlannedRoundClosed,
  suggestedRounds: suggestedSwissRounds,
  fixedRounds: () => null,
  // Ranked by the standings over every round: no single match decides first place.
  finalTable: () => null,
  decisive: false,
  // Every round seats everybody still in, by score or by a schedule: none is earned by a win.
  standsAfterCorrection: () => true,
  lateEntries: true,
  madeInAdvance: false,
  seating: 'given',
  drawing: null,
  ranksByRoundOut: false,
};
