// runtime: pure. Squads' part of an event file (version 4, `features.squads`): each player's squad
// as saved and every figure inspection in the order it was made, players by the file's ids. The
// shape only: names, points and weights are held to what the desk accepts by the feature's own
// checks on import (squadSetInput, inspectionRecordInput), so a refusal says what the desk would.
import { z } from 'zod';
import { idSchema } from '../../model/common';

const fileFigureSchema = z.object({ name: z.string(), points: z.number() });

export const squadFileSchema = z.object({
  player: idSchema,
  figures: z.array(fileFigureSchema),
  backups: z.array(fileFigureSchema),
});

export const inspectionFileSchema = z.object({
  player: idSchema,
  figure: z.string(),
  /** Grams, to a hundredth, as the scale read them. */
  measuredGrams: z.number(),
  standardGrams: z.number(),
  note: z.string().nullable(),
  /** The player who asked for it (2.2.4.3), null when nobody did or they were removed. */
  requestedBy: idSchema.nullable(),
  /** As the weights give it under the 0.3 g rule; a file that says otherwise is refused. */
  result: z.enum(['passes', 'disqualified']),
  at: z.string(),
});

export const squadsFileSchema = z.object({
  squads: z.array(squadFileSchema),
  /** Oldest first: a figure's latest inspection is the one that counts. */
  inspections: z.array(inspectionFileSchema),
});
export type SquadsFile = z.infer<typeof squadsFileSchema>;
