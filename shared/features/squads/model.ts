// runtime: pure. A player's squad (the figures they play with and their backups) and a figure's
// inspection at the desk (Attacktix 2.2).
import { z } from 'zod';
import { idSchema, nameSchema, optionalText, versionSchema } from '../../model/common';

export const squadFigureSchema = z.strictObject({
  name: nameSchema(80),
  points: z.number().int().min(1).max(1000),
});
export type SquadFigure = z.infer<typeof squadFigureSchema>;

const figureList = z.array(squadFigureSchema).max(60);

/** What a squad must add up to, from the ruleset of the player's event (their division's level). */
export const squadRulesSchema = z.object({ points: z.number().int(), backupPoints: z.number().int() });
export type SquadRules = z.infer<typeof squadRulesSchema>;

/** How far the lists are off their levels: 0 adds up, below 0 short, above 0 over. */
export const squadCheckSchema = z.object({
  figures: z.number().int(),
  figuresOff: z.number().int(),
  backups: z.number().int(),
  backupsOff: z.number().int(),
  ok: z.boolean(),
});
export type SquadCheck = z.infer<typeof squadCheckSchema>;

export const squadSchema = z.object({
  playerId: idSchema,
  figures: z.array(squadFigureSchema),
  backups: z.array(squadFigureSchema),
  /** 0 until a squad is saved; a save carries the version it read. */
  version: versionSchema,
  rules: squadRulesSchema,
  check: squadCheckSchema,
});
export type Squad = z.infer<typeof squadSchema>;

export const squadGetInput = z.strictObject({ playerId: idSchema });

export const squadSetInput = z.strictObject({
  playerId: idSchema,
  version: versionSchema,
  figures: figureList,
  backups: figureList,
});

/** The lists as typed so far, by points only: the desk shows how far off they are while typing. */
export const squadCheckInput = z.strictObject({
  playerId: idSchema,
  figures: z.array(z.number().int().min(0).max(1000)).max(60),
  backups: z.array(z.number().int().min(0).max(1000)).max(60),
});

/** A weight in grams as a scale shows it, to a hundredth of a gram. */
const grams = z.number().positive().max(1000).multipleOf(0.01);

export const inspectionRecordInput = z.strictObject({
  playerId: idSchema,
  figure: nameSchema(80),
  measuredGrams: grams,
  standardGrams: grams,
  note: optionalText(500),
  /** Another player of the event who asked for the inspection (2.2.4.3). */
  requestedBy: idSchema.optional(),
});

export const inspectionSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  playerId: idSchema,
  playerName: z.string(),
  figure: z.string(),
  measuredGrams: z.number(),
  standardGrams: z.number(),
  /** Measured minus standard, in grams (negative: underweight). */
  overGrams: z.number(),
  note: z.string().nullable(),
  requestedBy: z.object({ id: idSchema, name: z.string() }).nullable(),
  result: z.enum(['passes', 'disqualified']),
  at: z.string(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionListInput = z.strictObject({ eventId: idSchema, playerId: idSchema.optional() });
