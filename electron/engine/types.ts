// runtime: pure. The engine's vocabulary, shared by pairing, scoring and standings.
// A round has tables; a table seats 1 to 6 entries (a bye is a one-seat table); a table's result
// is a list of games with one outcome per seat. A Netrunner match is the two-seat, two-game case.
import type { RaceEnding } from '../../shared/model/race';

export type EntryId = number;

export type GameOutcome = 'win' | 'loss' | 'draw' | 'unfinished';

export interface SeatGameResult {
  entryId: EntryId;
  /** The ruleset's role for this game, e.g. 'corp' | 'runner' in Netrunner. */
  role?: string;
  outcome: GameOutcome;
  /** The ruleset's per-game score as entered: agenda points (Netrunner), VP (Catan), PP. */
  score: number;
  /** Where the seat finished (1 = first, shared places share a number), in games entered by
   * places; absent where the game records only who won. */
  place?: number;
  /** Warriors in play, where a lead level at time is broken by them (shared/model/race.ts). */
  warriors?: number;
}

export interface GameResult {
  seats: SeatGameResult[];
  /** A race game's ending (shared/model/race.ts): the target reached, time, or a tie played on. */
  ending?: RaceEnding;
}

/** One table of a closed (or in-progress) round. */
export interface TableRecord {
  round: number;
  /** Table number; 0 for a bye. */
  table: number;
  /** Entries in seat order. For two-seat role games, seat 1 takes the first role in game 1. */
  entries: EntryId[];
  bye: boolean;
  /** Each seat's team number where the table seats teams (a team game: team mates share one
   * result and are no opponents of each other); absent: every seat plays for itself. */
  teams?: readonly number[];
  /** Games played; empty for a bye (the ruleset scores a bye) or a table with no result yet. */
  games: GameResult[];
  /** The stored seed its round was drawn with, where the caller has it (the standings draw lots
   * from the first round's). */
  seed?: string;
}

export interface EntryState {
  id: EntryId;
  /** Dropped or forfeited: never paired again, still ranked. */
  dropped: boolean;
  /** First round this entry plays: 1, or later for a late entry. */
  joinedRound: number;
}

/** A deterministic random source; the engine never calls Math.random. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
}

/** A reason or warning the engine attaches to its output, as a code plus parameters; the UI
 * translates codes through the i18n catalog. */
export interface Note {
  code: string;
  params?: Record<string, string | number>;
}

/** Who gets the bye when an odd number of entries is paired.
 * - highest_in_lowest_odd_group: Netrunner 2.3.6, the highest-ranked entry of the lowest group
 *   when that group is odd.
 * - lowest_ranked_without_bye: the common Swiss habit (Generic), the lowest-ranked entry that
 *   has not had a bye yet. */
export type ByePolicy = 'highest_in_lowest_odd_group' | 'lowest_ranked_without_bye';
