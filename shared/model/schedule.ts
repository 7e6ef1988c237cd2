// runtime: pure. A schedule made in advance (the scheduled_tables stage, Catan 2.1): as stored for
// the stage, and as the desk, the projector and the printed seating list read it (names added).
import { z } from 'zod';
import { idSchema } from './common';
import { noteSchema } from './note';

const positionsSchema = z.array(z.number().int().positive().nullable());

/** The quality report of the engine (tables/schedule-quality.ts), by entry id. */
export const scheduleQualitySchema = z.object({
  repeatedPairs: z.array(z.object({ a: idSchema, b: idSchema, times: z.number().int().min(2) })),
  repeats: z.number().int().nonnegative(),
  positions: z.array(z.object({ entryId: idSchema, positions: positionsSchema })),
  firstMoreThanOnce: z.number().int().nonnegative(),
  positionAgain: z.number().int().nonnegative(),
});

/** Every round's tables in table order, each table's entries in starting order. */
export const scheduleRoundsSchema = z.array(z.array(z.array(idSchema)));

/** One time the schedule was made: at the stage's round `round` (1: first made; later: the rounds
 * from it made again), from `seed`, and why (`schedule_made`, or `schedule_remade` and what
 * changed). */
export const scheduleMakingSchema = z.object({ round: z.number().int().positive(), seed: z.string(), notes: z.array(noteSchema) });
export type ScheduleMaking = z.infer<typeof scheduleMakingSchema>;

const nameRef = z.object({ entryId: idSchema, name: z.string() });

export const scheduleSeatSchema = z.object({
  /** 1 starts the game. */
  position: z.number().int().positive(),
  entryId: idSchema,
  name: z.string(),
  dropped: z.boolean(),
});

export const scheduleViewSchema = z
  .object({
    eventId: idSchema,
    stage: z.object({ position: z.number().int().positive(), kind: z.string() }),
    /** The event's round number before the stage's round 1 (its round k is event round offset + k). */
    offset: z.number().int().nonnegative(),
    /** The stage's own round the room plays now: its newest published round; 0 before round 1 is
     * published. */
    currentRound: z.number().int().nonnegative(),
    rounds: z.array(
      z.object({
        /** The stage's own round number. */
        round: z.number().int().positive(),
        /** `to_play`: not paired yet, as the schedule has it; else the round's status. */
        status: z.enum(['to_play', 'draft', 'published', 'closed']),
        tables: z.array(z.object({ table: z.number().int().positive(), seats: z.array(scheduleSeatSchema) })),
      }),
    ),
    /** Find your seat: every player of the schedule by name, with table and position per round
     * (null where they play none: dropped before it). */
    players: z.array(
      nameRef.extend({
        /** Family name first, where it is known: what the list sorts by (shared/text/family-name.ts). */
        sortName: z.string().optional(),
        dropped: z.boolean(),
        seats: z.array(z.object({ table: z.number().int().positive(), position: z.number().int().positive() }).nullable()),
      }),
    ),
    quality: z.object({
      repeats: z.number().int().nonnegative(),
      repeatedPairs: z.array(z.object({ a: nameRef, b: nameRef, times: z.number().int().min(2) })),
      firstMoreThanOnce: z.number().int().nonnegative(),
      positionAgain: z.number().int().nonnegative(),
    }),
    /** A player of a round still to play has dropped: those rounds are made again when the next
     * round is paired, and until then show the player as dropped. */
    remakePending: z.boolean(),
    /** Each time the schedule was made, first to last, with why. */
    makings: z.array(scheduleMakingSchema),
  })
  .nullable();
export type ScheduleView = NonNullable<z.infer<typeof scheduleViewSchema>>;
