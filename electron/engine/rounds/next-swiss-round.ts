// runtime: pure. Pairs the next Swiss round of an event from its history: rank by the ruleset's
// standings (2.3.1), then hand the active entries to the pairing engine.
import { createRng } from '../random';
import type { Ruleset } from '../rulesets/types';
import { computeStandings } from '../standings';
import type { StandingRow } from '../standings/types';
import { pairSwissRound, type PairingResult } from '../swiss';
import type { EntryState, TableRecord } from '../types';
import { entryHistories } from './history';

export interface NextRoundInput {
  ruleset: Ruleset;
  entries: EntryState[];
  /** Every table of the earlier rounds, with results. */
  tables: TableRecord[];
  round: number;
  /** Stored with the round, so the draw can be replayed. */
  seed: string;
}

export interface NextRound extends PairingResult {
  standings: StandingRow[];
}

export function nextSwissRound(input: NextRoundInput): NextRound {
  const standings = computeStandings(input.ruleset, input.entries, input.tables);
  const histories = entryHistories(input.tables);
  const active = new Set(input.entries.filter((e) => !e.dropped && e.joinedRound <= input.round).map((e) => e.id));
  const candidates = standings
    .filter((row) => active.has(row.entryId))
    .map((row) => {
      const h = histories.get(row.entryId);
      return {
        id: row.entryId,
        groupScore: row.groupScore,
        byes: h?.byes ?? 0,
        opponents: h ? [...h.opponents] : [],
        firstSeatCount: h?.firstSeat ?? 0,
        secondSeatCount: h?.secondSeat ?? 0,
      };
    });
  const pairing = pairSwissRound({
    round: input.round,
    candidates,
    byePolicy: input.ruleset.byePolicy,
    balanceSides: input.ruleset.seatBalance,
    rng: createRng(input.seed),
  });
  return { ...pairing, standings };
}
