// runtime: pure. A round robin stage's grid (crosstable) as the projector and the printed sheet
// draw it: one per cycle, the main round robin first, then each tie-break round robin.
import { z } from 'zod';
import { idSchema } from './common';

export const gridResultSchema = z.enum(['win', 'loss', 'draw', 'playing', 'to_play', 'not_played']);

export const gridCellSchema = z.object({
  /** The stage's own round the pair meets in (fixed by the circle from round 1's order). */
  round: z.number().int().positive(),
  /** From the row side's view. `to_play`: not paired yet; `playing`: at `table`, no result yet;
   * `not_played`: its round was paired without it (a side had dropped). */
  result: gridResultSchema,
  /** Games won and lost by the row side, once there is a result. */
  games: z.object({ won: z.number().int().nonnegative(), lost: z.number().int().nonnegative() }).nullable(),
  /** The table while the match is being played; else null. */
  table: z.number().int().positive().nullable(),
});

export const gridSideSchema = z.object({
  entryId: idSchema,
  name: z.string(),
  /** The stage's standings place; null while no match of the stage has a result. */
  place: z.number().int().positive().nullable(),
  /** Match wins, losses and draws in this cycle; a bye is none of them. */
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  /** The stage's own rounds the side sits out in this cycle, in order: an odd count's bye, and in
   * a tie-break each round without a pair of its own. */
  byeRounds: z.array(z.number().int().positive()),
  /** Most wins of the cycle so far. */
  leader: z.boolean(),
  dropped: z.boolean(),
});

export const cycleGridSchema = z.object({
  /** 0 the main round robin; 1, 2 … the tie-break round robins. */
  cycle: z.number().int().nonnegative(),
  /** The stage's own rounds of the cycle: `rounds` of them from `firstRound`. */
  firstRound: z.number().int().positive(),
  rounds: z.number().int().positive(),
  /** In the stage's standings order. */
  sides: z.array(gridSideSchema),
  /** cells[i][j]: row side i against column side j; null on the diagonal. */
  cells: z.array(z.array(gridCellSchema.nullable())),
});

export const roundRobinGridSchema = z
  .object({
    eventId: idSchema,
    /** `kind`: the stage's kind (a round robin), by which the sheet names it. */
    stage: z.object({ position: z.number().int().positive(), kind: z.string() }),
    /** The event's round number of the stage's round 1 (rounds are numbered on across stages). */
    offset: z.number().int().nonnegative(),
    /** The stage's newest round the room may see, whose pairs are highlighted. */
    currentRound: z.number().int().positive(),
    /** The stage's winner once it is over; else null. */
    winner: idSchema.nullable(),
    grids: z.array(cycleGridSchema),
  })
  .nullable();

export type RoundRobinGrid = NonNullable<z.infer<typeof roundRobinGridSchema>>;
export type CycleGrid = z.infer<typeof cycleGridSchema>;
export type GridCell = z.infer<typeof gridCellSchema>;
export type GridSide = z.infer<typeof gridSideSchema>;
