// runtime: pure. Pairs the next Swiss round of an event from its history: rank by the ruleset's
// standings (2.3.1), then hand the active entries to the pairing engine.
import { createRng } from '../random';
import type { StandingRow } from '../standings/types';
import { pairSwissRound, type PairingResult } from '../swiss';
import type { NextRoundInput } from './next-round-input';
import { rankedActive } from './ranked-active';

export interface NextRound extends PairingResult {
  standings: StandingRow[];
}

export function nextSwissRound(input: NextRoundInput): NextRound {
  const { standings, active } = rankedActive(input);
  const candidates = active.map(({ row, history }) => ({
    id: row.entryId,
    groupScore: row.groupScore,
    byes: history.byes,
    opponents: [...history.opponents],
    firstSeatCount: history.firstSeat,
    secondSeatCount: history.secondSeat,
  }));
  const pairing = pairSwissRound({
    round: input.round,
    candidates,
    byePolicy: input.ruleset.byePolicy,
    balanceSides: input.ruleset.seatBalance,
    rng: createRng(input.seed),
  });
  return { ...pairing, standings };
}
