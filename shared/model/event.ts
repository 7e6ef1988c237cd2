// runtime: pure. A tournament event.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, versionSchema } from './common';
import { divisionSchema } from './division';
import { raceEndings } from './race';
import { nameOrders } from '../text/family-name';

/** How the event shows names: as registered, or "Family, Given" where a family name is known. */
export const nameOrderSchema = z.enum(nameOrders);

/** A ruleset's id: one of those `ruleset.list` gives (the core checks it against its registry of
 * rulesets, the one list there is). */
export const rulesetIdSchema = z
  .string()
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** How a match is played under the event's ruleset with its options applied; the core works it
 * out, so no window repeats a ruleset's defaults. */
/** How a game ends when the round's time is up, as a ruleset words it (catalog atTime.<id>). */
export const atTimeSchema = z.enum(['finish_before_starting_player']);
export type AtTime = z.infer<typeof atTimeSchema>;

export const matchFormatSchema = z.object({
  scoring: z.enum(['netrunner', 'match-points']),
  gamesPerMatch: z.number().int().positive(),
  /** Games every result has; those after it may stay unplayed (a best of three won 2-0). */
  gamesRequired: z.number().int().positive(),
  /** A side that has won this many games has won the match, and no game follows (a best of N,
   * Attacktix first to N); absent where every game of a match is played. */
  winsToDecide: z.number().int().positive().optional(),
  drawsAllowed: z.boolean(),
  /** The roles seats 1 and 2 take in game 1, swapped every game; empty where the game has none. */
  roles: z.array(z.string()),
  /** Who takes the first role in game 1: seat 1 ('seat'), or whoever won a call at the table
   * ('call'), which the results desk asks and the slip has a box for (Attacktix 4.1.8.3). */
  firstRoleBy: z.enum(['seat', 'call']),
  /** How many seats a table has (a bye aside): 2 and 2 for a head-to-head game. */
  seats: z.object({ min: z.number().int().min(1).max(6), max: z.number().int().min(1).max(6) }),
  /** What the results desk and the slip ask per seat and game, so no window decides it. */
  resultForm: z.object({
    /** 'winner': the desk asks who won each game (two seats). 'places': it asks each seat's place
     * (1 = first; equal places share it), from which every seat's outcome follows. 'race': it asks
     * each seat's score and how the game ended (a seat reached `target` on its own turn, or time),
     * from which places and outcomes follow (shared/model/race.ts). */
    entry: z.enum(['winner', 'places', 'race']),
    /** A race's target score (Catan 1.7: 10 VP); absent for the other entries. */
    target: z.number().int().positive().optional(),
    /** A race's endings the desk offers (race.ts); absent: the target and time. */
    endings: z.array(z.enum(raceEndings)).optional(),
    /** A tie at the target is played on until the winner has this many points past it
     * (Doomtrooper: 10); absent where ties are not played on. */
    playOn: z.number().int().positive().optional(),
    /** Per stage, in the division's order, where a stage plays to its own target or is never ended
     * for time (Doomtrooper: 25, then 40, then a playoff without time); absent where no stage does. */
    stages: z.array(z.object({ target: z.number().int().positive().optional(), untimed: z.boolean().optional() })).optional(),
    /** What a seat's per-game score is called: a catalog name ('agenda', 'score'). */
    scoreName: z.string(),
    /** The score must be typed, or may stay empty for 0. */
    scoreRequired: z.boolean(),
    /** The slip has a score box per seat and game, or only won / drew / lost boxes. */
    scoreOnSlip: z.boolean(),
  }),
  /** The catalog sentence shown when the round's time is up (clock.atTime.<id>); absent: none. */
  atTime: atTimeSchema.optional(),
  /** Check-in order is shown as a queue number (Catan 1.22). */
  arrivalQueue: z.boolean().optional(),
  /** A judge may remove a player with a Declaration of Forfeiture (Netrunner Floor 10); absent:
   * no forfeit, so no standings mark for it. */
  forfeiture: z.literal(true).optional(),
  /** The feature modules the division's ruleset uses, each with its options as the ruleset sets
   * them (shared/features); absent where it uses none. The desk shows a feature's panels by it. */
  features: z.record(z.string(), z.unknown()).optional(),
});
export type MatchFormat = z.infer<typeof matchFormatSchema>;

/** One field of a ruleset's options form: a number, a check box or a choice, by its dotted path. */
export const optionFieldSchema = z.object({
  path: z.string(),
  kind: z.enum(['number', 'check', 'choice']),
  /** A choice's values, in order. */
  choices: z.array(z.string()).optional(),
});
export type OptionField = z.infer<typeof optionFieldSchema>;

export const plannedRoundsSchema = z.number().int().min(1).max(99);

/** How many players the event has room for; checked-in players take the places in order of
 * arrival (Catan 1.22). Null: no limit. */
export const placesSchema = z.number().int().positive().max(100000);

/** A stage of an event: its place, its kind, and where its entries come from (`cut`: the best of
 * the stage before; null: the registration). */
export const stageRefSchema = z.object({
  position: z.number().int().positive(),
  kind: z.string(),
  cut: z.number().int().positive().nullable(),
  /** Its rounds follow a schedule made in advance when its round 1 is paired. */
  madeInAdvance: z.boolean(),
});

/** Where the event stands, worked out by the core from its stages, rounds and check-ins. */
export const eventProgressSchema = z.object({
  /** The newest round's number, a draft included; 0 before round 1 is paired. */
  latestRound: z.number().int().nonnegative(),
  /** Round 1 is published: the scoring settings no longer change. */
  scoringLocked: z.boolean(),
  /** The last stage is over: the standings are final and no round is paired after it. */
  finished: z.boolean(),
  /** The stage of the newest round (the first before any round), of `stages` in all. */
  stage: stageRefSchema.extend({
    stages: z.number().int().positive(),
    /** The event's round number before the stage's round 1 (rounds are numbered on across stages). */
    offset: z.number().int().nonnegative(),
    /** Its last round is closed (a Swiss: the last planned one): the next round, if any, is the
     * next stage's first. */
    over: z.boolean(),
    /** The rounds planned for it (the organizer's plan for the first stage, the ruleset's options
     * for a later one, e.g. Doomtrooper's head-to-head rounds); null where none is planned. */
    plannedRounds: plannedRoundsSchema.nullable(),
  }),
  /** The stage after the current one, with its length where its kind fixes it; null if none.
   * `carriesEarlierRounds`: it is paired and ranked over every round so far (absent: its own). */
  nextStage: stageRefSchema.extend({ rounds: z.number().int().positive().nullable(), carriesEarlierRounds: z.literal(true).optional() }).nullable(),
  checkedIn: z.number().int().nonnegative(),
  /** The usual length of the first stage for the players checked in (a Swiss: ceil(log2
   * players)); null below two players. */
  suggestedRounds: z.number().int().positive().nullable(),
  /** The rounds the stage has when its kind fixes them (a bracket: log2 of its size, from round 1
   * once drawn); null where the organizer plans them. */
  stageRounds: z.number().int().positive().nullable(),
});
export type EventProgress = z.infer<typeof eventProgressSchema>;

export const eventSchema = z.object({
  id: idSchema,
  name: z.string(),
  date: z.string(),
  ruleset: rulesetIdSchema,
  /** The organizer's changes to the ruleset preset, as stored (parsed by the preset's schema). */
  options: z.record(z.string(), z.unknown()),
  /** The division whose match format and progress these are (event.get's `divisionId`, or the
   * first). */
  divisionId: idSchema,
  /** Its divisions, side by side, the first (the event's own) first. */
  divisions: z.array(divisionSchema),
  format: matchFormatSchema,
  /** How many rounds the first division's first stage is planned to have; null while the organizer
   * decides later. */
  plannedRounds: plannedRoundsSchema.nullable(),
  places: placesSchema.nullable(),
  nameOrder: nameOrderSchema,
  progress: eventProgressSchema,
  version: versionSchema,
  createdAt: z.string(),
});
export type TournamentEvent = z.infer<typeof eventSchema>;
/** An event as the store keeps it: its divisions, the format and the progress are derived, not
 * stored. */
export type StoredEvent = Omit<TournamentEvent, 'format' | 'progress' | 'divisionId' | 'divisions'>;

export const eventCreateInput = z.strictObject({
  name: nameSchema(120),
  date: isoDateSchema,
  ruleset: rulesetIdSchema,
  options: z.record(z.string(), z.unknown()).optional(),
  /** Left out or null: decided later, in the event's settings. */
  plannedRounds: plannedRoundsSchema.nullable().optional(),
  /** Left out or null: no limit on places. */
  places: placesSchema.nullable().optional(),
});

/** Option groups that may still change once round 1 is published: they do not touch a result
 * already entered (a new clock applies from the next round paired; a playoff may change until its
 * own first round is paired, which the core checks). */
export const optionsSafeAfterStart = ['clock', 'playoff', 'cut'] as const;

/** Changes an event's settings; only the fields given change. Carries the version read. */
export const eventUpdateInput = z.strictObject({
  id: idSchema,
  version: versionSchema,
  name: nameSchema(120).optional(),
  date: isoDateSchema.optional(),
  /** The whole set of ruleset options, replacing the stored one. */
  options: z.record(z.string(), z.unknown()).optional(),
  plannedRounds: plannedRoundsSchema.nullable().optional(),
  /** Null: no limit; never below the players checked in. */
  places: placesSchema.nullable().optional(),
  nameOrder: nameOrderSchema.optional(),
});
