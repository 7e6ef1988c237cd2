// runtime: pure
// The shape of a ruleset preset. Presets are plain data; organizers copy one and change it per
// event (digest: every ruleset is a preset), so every field is a value, never a function; what a
// ruleset does differently is in its module (module.ts).
import type { LibraryTiebreakerId } from '../standings/tiebreakers';
import type { AtTime } from '../../../shared/model/event';
import type { RaceEnding } from '../../../shared/model/race';
import type { ByePolicy } from '../types';

/** Tiebreak columns of the Netrunner ruleset, in the order of 2.2.2. */
export type NetrunnerTiebreakerId = 'match_record' | 'agenda' | 'opponents_agenda';

/** The Generic tiebreaker library; an event picks and orders any of them. */
export const GENERIC_TIEBREAKER_IDS = [
  'buchholz',
  'median_buchholz',
  'sos',
  'extended_sos',
  'omw',
  'gw',
  'ogw',
  'sonneborn_berger',
  'head_to_head',
  'cumulative',
] as const satisfies readonly LibraryTiebreakerId[];
export type GenericTiebreakerId = (typeof GENERIC_TIEBREAKER_IDS)[number];

export interface RoundClock {
  /** Playing time of one round (one match), in minutes. */
  roundMinutes: number;
  /** The warning is given this many minutes before the end. */
  warningMinutes: number;
  /** Several warnings instead of one (Doomtrooper: 15, 10 and 5 minutes left): each mark the
   * minutes left when it is given, largest first, all below the round's length. */
  warningMarks?: readonly number[];
  /** Time a player in mid-turn may still use after time is called (Netrunner 9: one minute). */
  finishTurnMinutes: number;
  /** What the desk and the room are told when the round's time is up, a catalog sentence by id
   * ('finish_before_starting_player': Catan 1.17); absent: only that time is up. */
  atTime?: AtTime;
}

/** What the results desk and the slip ask per seat and game. */
export interface ResultForm {
  /** 'winner': who won each game (two seats). 'places': each seat's place, outcomes following
   * from it (shared/model/places.ts). 'race': each seat's score and how the game ended, the target
   * reached or time, places and outcomes following from them (shared/model/race.ts). */
  entry: 'winner' | 'places' | 'race';
  /** A race's target: the score that wins when a seat reaches it on its own turn (Catan 1.7: 10).
   * A stage may set its own (StagePlan.target). */
  target?: number;
  /** A race's endings the form offers (shared/model/race.ts); absent: the target and time. Where a
   * tie-breaking ending is offered (`target_tie`, `time_warriors`), the plain one may not end
   * level. */
  endings?: readonly RaceEnding[];
  /** `target_tie`: how many points past the target the seat that wins a tie played on has at
   * least (Doomtrooper: 10 more). */
  playOn?: number;
  /** The stage's games are never ended for time (StagePlan.untimed): every time ending refused. */
  untimed?: boolean;
  /** What a seat's per-game score is called (a catalog name: 'agenda', 'score'). */
  scoreName: string;
  /** The score must be typed (Netrunner's agenda points), or may stay empty for 0. */
  scoreRequired: boolean;
  /** The slip has a score box per seat and game, or only won / drew / lost boxes. */
  scoreOnSlip: boolean;
}

/** How a round missed by a late entry counts: as a lost or drawn match with no games and no
 * points, or not at all. It never has an opponent. */
export type MissedRoundPolicy = 'loss' | 'draw' | 'none';

/** One stage of an event: the first takes the registration; a later one the best `cut` entries of
 * the stage before it, seeded by its standings. */
export interface StagePlan {
  kind: string;
  cut?: number;
  /** The rounds a first stage is planned to have when the rules fix them (Catan 2.2: three
   * qualifying games); an event created without planned rounds takes these. */
  rounds?: number;
  /** Where a stage's tables differ from the ruleset's (Doomtrooper: free-for-all tables, then
   * head-to-head): its seats, its race's target, and whether its games are never ended for time.
   * The core reads a stage's ruleset through `stageRuleset`. */
  seats?: { min: number; max: number };
  target?: number;
  untimed?: boolean;
  /** A stage taking no cut whose rounds carry on from the stages before it (Doomtrooper's Swiss:
   * ranking is across rounds): it is paired and ranked over every round of the division so far,
   * its own and theirs. Absent: it counts its own rounds only. */
  countsEarlierRounds?: boolean;
  /** A single elimination's two semifinal losers play for third place in the final round. */
  thirdPlaceMatch?: boolean;
  /** A round robin's tie for the most match wins is played off by the tied sides in another round
   * robin, until one side has the most (Attacktix 5.1.2.2). Absent: ranked by the standings. */
  tieBreakRoundRobin?: boolean;
  /** A double elimination's grand final, won by the losers' bracket champion, is decided by a
   * reset match (each has lost once); true when undefined. */
  grandFinalReset?: boolean;
}

export interface MatchPoints {
  win: number;
  draw: number;
  loss: number;
  bye: number;
}

/** What every ruleset has, whatever its game: what the pairing engine, the standings and the
 * windows read. */
export interface Ruleset {
  /** Its module's id in the registry. */
  id: string;
  /** Which result form windows show: agenda points with 10 for a win, or scores and match points
   * (kept in the event's match format, which export files of version 1 carry). */
  scoring: 'netrunner' | 'match-points';
  /** How a result is entered and printed; the windows draw the form and the slip from it. */
  resultForm: ResultForm;
  /** The stages the event plays, in order (engine/stages kinds: 'swiss', 'elimination'…). */
  stages: readonly StagePlan[];
  /** The plan of the stage this is the ruleset of (`stageRuleset`), whose options its stage kind
   * reads (a match for third place, a tie-break round robin, a grand final's reset); absent on a
   * division's ruleset, which no stage plays as it is. */
  plan?: StagePlan;
  /** Seats at a table (a bye aside). Netrunner and Generic: exactly 2. */
  seats: { min: number; max: number };
  gamesPerMatch: number;
  /** Roles per game; [] when the game has none. With two roles they swap every game (2.1). */
  roles: readonly string[];
  /** Who takes the first role in game 1: seat 1, as paired (Netrunner 2.1), or the player who won
   * a call at the table, which the desk records (Attacktix 4.1.8.3); the roles swap after it
   * either way. */
  firstRoleBy: 'seat' | 'call';
  /** Whether a single game may end in a draw. A match may still be drawn on equal games. */
  drawsAllowed: boolean;
  byePolicy: ByePolicy;
  clock: RoundClock;
  lateEntry: { missedRound: MissedRoundPolicy };
  /** Whether pairing may bend 2.3.4's order to keep seat-1 counts even (see docs/engine.md,
   * Sides). Seat 1 always goes to whoever sat first less; this only decides who meets whom. */
  seatBalance: boolean;
  /** Tiebreak columns in order, after the primary score. */
  tiebreakers: readonly string[];
  /** Ages a division under these options admits, in completed years on the event date (Attacktix
   * 1: an age class; an option of Generic); absent: any. The desk proposes a division from it at
   * registration. */
  ages?: { min: number | null; max: number | null };
  /** The registration desk calls a player's arrival order their queue number (Catan 1.22; an
   * option of Generic); absent: a check-in number. */
  arrivalQueue?: boolean;
  /** A judge may remove a player with a Declaration of Forfeiture (Netrunner Floor 1, 10; an option
   * of Generic), ranked like a drop and marked apart from it; absent: a drop is only a drop. */
  forfeiture?: boolean;
  /** The feature modules it uses (electron/features), each with its options as the feature's
   * contract reads them; a feature it does not name is off. */
  features?: Readonly<Record<string, unknown>>;
}

/** Netrunner (1996): games won ranks, agenda points break ties (2.2.1, 2.2.2). */
export interface NetrunnerRuleset extends Ruleset {
  id: 'netrunner-1996';
  scoring: 'netrunner';
  agenda: {
    /** Game points for a won game (2.2.1). */
    winPoints: number;
    /** 7 agenda points win a game, so a loser or an unfinished game holds at most 6. */
    maxUnwonAgenda: number;
    /** A winner may also win by other means with fewer than 7; 10 is the most we accept. */
    maxWinnerAgenda: number;
  };
  tiebreakers: readonly NetrunnerTiebreakerId[];
}

/** Generic Swiss: match points rank, configured tiebreakers break ties. */
export interface GenericRuleset extends Ruleset {
  id: 'generic';
  scoring: 'match-points';
  matchPoints: MatchPoints;
  tiebreakers: readonly GenericTiebreakerId[];
}

/** Attacktix: match wins rank (a bye is not one); no tiebreak columns, the rules have none. */
export interface AttacktixRuleset extends Ruleset {
  id: 'attacktix';
  scoring: 'match-points';
}
