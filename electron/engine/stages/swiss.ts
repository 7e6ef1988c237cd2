// runtime: pure
// The Swiss stage: each round paired from the standings so far (2.3), ranked by the ruleset's
// standings; over once the last planned round is closed.
import { nextSwissRound } from '../rounds/next-swiss-round';
import { lastPlannedRoundClosed, suggestedSwissRounds } from '../rounds/planned-rounds';
import { computeStandings } from '../standings';
import type { StageKind } from './types';

export const swiss: StageKind = {
  id: 'swiss',
  nextRound(input) {
    const { bye, ...round } = nextSwissRound(input);
    return { ...round, byes: bye ? [bye] : [] };
  },
  standings: computeStandings,
  isComplete: lastPlannedRoundClosed,
  suggestedRounds: suggestedSwissRounds,
  fixedRounds: () => null,
  decisive: false,
  lateEntries: true,
};
