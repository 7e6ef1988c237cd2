// runtime: pure
// A ruleset as one module: its id, what an organizer may change and how an event's ruleset is
// built from that, what the standings rank by first, and the few functions that make its scoring
// its own. The registry (registry.ts) lists the modules; the engine, the core and the contract
// ask it and never name a ruleset.
import type { z } from 'zod';
import type { EntryId, GameResult, Note, SeatGameResult } from '../types';
import type { SeatMatchScore } from '../scoring/types';
import type { Tiebreaker } from '../standings/tiebreakers/types';
import type { EventData } from '../standings/types';
import type { MissedRoundPolicy, Ruleset } from './types';

export interface RulesetModule<R extends Ruleset = Ruleset> {
  id: string;
  /** What an organizer may change: strict (a typo is refused, never a default), every field
   * defaulted, so `{}` is the plain preset. Refinements speak in codes the UI translates. */
  options: z.ZodType;
  /** The preset with an event's stored options applied; throws the options' ZodError. */
  build(options: unknown): R;
  /** The tiebreakers an organizer may pick and order; empty where the ruleset fixes its own. */
  tiebreakerLibrary: readonly string[];
  /** Tiebreak columns of its own that the library lacks, by id. */
  ownTiebreakers?: Readonly<Record<string, Tiebreaker>>;
  /** What the standings rank by first (the group score Swiss pairs by); `id` names the column. */
  primary: { id: string; values(d: EventData): Float64Array };
  scoring: {
    /** A table's result, one score per seat in the order of `entries` (the table's seats, as many
     * as the ruleset's `seats` allow; the validator has checked the games). */
    table(ruleset: R, entries: readonly EntryId[], games: readonly GameResult[]): SeatMatchScore[];
    bye(ruleset: R, entryId: EntryId): SeatMatchScore;
    /** Match points of a round a late entry missed, counted as a lost or drawn match. */
    missedRound(ruleset: R, policy: Exclude<MissedRoundPolicy, 'none'>): number;
    /** What a drawn match is worth as a share of a won one, in win percentages. */
    drawShare(ruleset: R): number;
    /** How many games a result has. */
    gameCount(ruleset: R): { min: number; max: number };
    /** Where a match goes to the first side to win this many games, no game follows that win (a
     * best of N, first to a set number); absent where every game of the match is played. */
    winsToDecide?(ruleset: R): number;
    /** What is wrong with one seat's entered score in one game (nothing: []). */
    checkScore(ruleset: R, seat: SeatGameResult, where: { game: number; entryId: EntryId }): Note[];
  };
  /** Code of its own that a feature it uses asks for, by feature id (how its offences escalate):
   * each feature reads its entry through its own type (docs/features). */
  featureRules?: Readonly<Record<string, unknown>>;
}

/** Types a module against its own ruleset and hands it to the registry, which only ever passes
 * a module the rulesets it built itself (looked up by the ruleset's id). */
export function defineRuleset<R extends Ruleset>(module: RulesetModule<R>): RulesetModule {
  return module as unknown as RulesetModule;
}
