// runtime: pure
// What a stage kind draws its next round from; apart from the pairing that reads it, so that the
// ranking of the field (ranked-active.ts) can read it too.
import type { Ruleset } from '../rulesets/types';
import type { StandingRow } from '../standings/types';
import type { EntryId, EntryState, TableRecord } from '../types';

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
