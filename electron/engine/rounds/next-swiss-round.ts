// runtime: pure. Pairs the next Swiss round of an event from its history: rank by the ruleset's
// standings (2.3.1), then hand the active entries to the pairing engine.
import { createRng } from '../random';
import type { Ruleset } from '../rulesets/types';
import type { StandingRow } from '../standings/types';
import { pairSwissRound, type PairingResult } from '../swiss';
import type { EntryId, EntryState, TableRecord } from '../types';
import { rankedActive } from './ranked-active';

export interface NextRoundInput {
  ruleset: Ruleset;
  entries: EntryState[];
  /** Every table of the earlier rounds, with results. */
  tables: TableRecord[];
  round: number;
  /** Stored with the round, so the draw can be replayed. */
  seed: string;
  /** The stage's entries in seed order when the stage before ranked them (a cut to a playoff);
   * absent when the stage draws from registration. */
  seeds?: EntryId[];
  /** The stage's planned rounds, for the kinds that plan them all at once (a schedule). */
  plannedRounds?: number | null;
  /** The schedule stored for the stage, for the kinds that play one made in advance: every round's
   * tables in table order, each in starting order. */
  schedule?: EntryId[][][] | null;
  /** The stage's standings over `tables` as its kind ranks them, when the caller has them already
   * (a kind may take them instead of working them out again); absent: worked out here. */
  standings?: readonly StandingRow[];
}

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
