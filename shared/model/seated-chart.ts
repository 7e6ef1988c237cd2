// runtime: pure. A seated playoff's chart (Catan 3.7, 3.8) as the desk, the projector and the
// printed sheet draw it: the semifinal tables, each listing its players in seat choice order (by
// qualifying place), then the final of their winners.
import { z } from 'zod';
import { idSchema } from './common';

export const chartSeatSchema = z.object({
  entryId: idSchema,
  name: z.string(),
  /** The qualifying place (1 the best): who chooses a seat first. */
  place: z.number().int().positive(),
  /** The seat's points once the table's result is in; else null. */
  points: z.number().nullable(),
  winner: z.boolean(),
});

export const chartTableSchema = z.object({
  table: z.number().int().nonnegative(),
  /** The event's round the table plays in. */
  eventRound: z.number().int().positive(),
  /** Whether the table's result is in. */
  played: z.boolean(),
  seats: z.array(chartSeatSchema),
});

export const seatedChartSchema = z
  .object({
    eventId: idSchema,
    /** `kind`: the stage's kind (a seated playoff), by which the sheet names it. */
    stage: z.object({ position: z.number().int().positive(), kind: z.string() }),
    /** 'final': too few qualifiers for a semifinal, the best play a straight final. */
    first: z.enum(['semifinal', 'final']),
    /** Players seated in the playoff's round 1. */
    qualifiers: z.number().int().positive(),
    semifinal: z.array(chartTableSchema),
    /** Null until the final is paired (published). */
    final: chartTableSchema.nullable(),
  })
  .nullable();

export type SeatedChart = NonNullable<z.infer<typeof seatedChartSchema>>;
export type ChartTable = z.infer<typeof chartTableSchema>;
