// runtime: pure
// The Swiss stage: each round paired from the standings so far (2.3), ranked by the ruleset's
// standings; over once the last planned round is closed.
import { nextSwissRound } from '../rounds/next-swiss-round';
import { plannedStage } from './planned';
import type { StageKind } from './types';

export const swiss: StageKind = {
  ...plannedStage,
  id: 'swiss',
  nextRound(input) {
    const { bye, ...round } = nextSwissRound(input);
    return { ...round, byes: bye ? [bye] : [] };
  },
};
