// runtime: pure. An elimination stage's bracket as the projector and the printed sheet draw it.
import { z } from 'zod';
import { idSchema } from './common';

export const bracketSideSchema = z.object({
  entryId: idSchema,
  name: z.string(),
  /** The place in the draw (1 the top seed); null when unknown. */
  seed: z.number().int().positive().nullable(),
});

export const bracketMatchSchema = z.object({
  /** The match's place in its round: round r + 1's place k is fed by round r's 2k − 1 and 2k. */
  place: z.number().int().positive(),
  /** Seat 1 first; who is known to reach a place not yet paired; empty while nobody is. */
  entries: z.array(bracketSideSchema),
  winner: idSchema.nullable(),
  bye: z.boolean(),
  /** The table number in its event round while the match is being played; else null. */
  table: z.number().int().positive().nullable(),
});

export const bracketRoundSchema = z.object({
  /** The stage's own round number. */
  round: z.number().int().positive(),
  /** The event's round number (rounds are numbered on across stages). */
  eventRound: z.number().int().positive(),
  matches: z.array(bracketMatchSchema),
});

export const bracketSectionIdSchema = z.enum(['main', 'winners', 'losers', 'final']);

export const bracketSchema = z
  .object({
    eventId: idSchema,
    /** `kind`: the stage's kind, a single or a double elimination, by which the sheet names it. */
    stage: z.object({ position: z.number().int().positive(), kind: z.string() }),
    /** Places in round 1 times two, byes included. */
    size: z.number().int().positive(),
    /** Single elimination: 'main'; double: 'winners', 'losers' (none in a bracket of two), 'final'. */
    sections: z.array(z.object({ id: bracketSectionIdSchema, rounds: z.array(bracketRoundSchema) })),
  })
  .nullable();

export type Bracket = NonNullable<z.infer<typeof bracketSchema>>;
export type BracketMatch = z.infer<typeof bracketMatchSchema>;
export type BracketSectionId = z.infer<typeof bracketSectionIdSchema>;
