// runtime: pure. A round of a stage: tables with seats, a result per table, the clock.
import { z } from 'zod';
import { divisionScope } from './division';
import { idSchema, nameSchema, versionSchema } from './common';
import { clockSchema } from './clock';
import { noteSchema } from './note';
import { resultSchema } from './result';
import { featureTableFields } from '../features/table-fields';
import { teamsSchema } from './teams';

export const roundStatuses = ['draft', 'published', 'closed'] as const;

export const seatSchema = z.object({
  position: z.number().int().positive(),
  entryId: idSchema,
  name: z.string(),
  /** What lists of names sort the seat by, family name first (shared/text/family-name.ts);
   * absent where the player's family name is not known (the name then) or the entry is a side. */
  sortName: z.string().optional(),
  /** The role for game 1 where the game has roles (seat 1 takes the first). */
  role: z.string().nullable(),
});

export const tableSchema = z.object({
  id: idSchema,
  number: z.number().int().nonnegative(),
  bye: z.boolean(),
  seats: z.array(seatSchema),
  notes: z.array(noteSchema),
  /** Changed by hand after the engine paired it. */
  manual: z.boolean(),
  extraMinutes: z.number().int().nonnegative(),
  result: resultSchema.nullable(),
  resultEnteredAt: z.string().nullable(),
  /** Printed on the slip (with its QR code); typed or scanned at the results desk. */
  slipCode: z.string(),
  /** What the features add from their records at the table (shared/features/table-fields.ts). */
  ...featureTableFields,
  /** Where teams play (a team game: Doomtrooper's team rounds), each seat's team number in seat
   * order (T1P1, T2P1, T3P1, T1P2, T2P2, T3P2: team mates opposite); a team's result is entered
   * once and stored on both its seats. Null or absent where every seat plays for itself. */
  teams: teamsSchema.nullable().optional(),
  version: versionSchema,
});
export type RoundTable = z.infer<typeof tableSchema>;

/** The stage a round belongs to: the event numbers its rounds on across its stages (a Swiss of
 * five rounds, then its cut's round 6), and the stage counts its own from 1. */
export const roundStageSchema = z.object({
  /** 1-based place among the event's stages. */
  position: z.number().int().positive(),
  /** The stage's kind: 'swiss', 'elimination', 'round_robin'… */
  kind: z.string(),
  /** The round's number within its stage. */
  round: z.number().int().positive(),
  /** The stage's rounds follow a schedule made in advance (players look for their seat by name).
   * Always given by the app; absent in event files written before it was. */
  madeInAdvance: z.boolean().optional(),
  /** How the stage seats its players (its kind's): 'given', each at the seat the pairing gives, or
   * 'chosen', the players of each table choose their seats in seat order (a seated playoff, Catan
   * 3.7, 3.8). Always given by the app; absent in event files written before it was (older files
   * said it as a yes or no, read no more: the round's kind says it again). */
  seating: z.enum(['given', 'chosen']).optional(),
});
export type RoundStage = z.infer<typeof roundStageSchema>;

export const roundSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  /** The division it belongs to (each numbers its rounds from 1). Always given by the app; absent
   * in event files written before events had divisions (their rounds are the first's). */
  divisionId: idSchema.optional(),
  number: z.number().int().positive(),
  /** Always given by the app; absent in event files written before events had stages (their
   * rounds are the first stage's). */
  stage: roundStageSchema.optional(),
  status: z.enum(roundStatuses),
  seed: z.string(),
  warnings: z.array(noteSchema),
  clock: clockSchema,
  version: versionSchema,
  tables: z.array(tableSchema),
});
export type Round = z.infer<typeof roundSchema>;

export const roundSummarySchema = z.object({
  id: idSchema,
  number: z.number().int().positive(),
  stage: roundStageSchema,
  status: z.enum(roundStatuses),
  tables: z.number().int().nonnegative(),
  missingResults: z.number().int().nonnegative(),
  version: versionSchema,
});

const roundRef = { roundId: idSchema, version: versionSchema };
export const roundRefInput = z.strictObject(roundRef);
export const roundPairInput = z.strictObject({
  eventId: idSchema,
  ...divisionScope,
  /** The division's newest round as the desk saw it (a draft to pair again, or the round to close
   * before pairing the next), or null when it saw none. Anything else now is a conflict: two desks
   * cannot both pair, and hand-made changes are never thrown away unseen. */
  newest: z.strictObject(roundRef).nullable(),
  /** false: the answer is the round without its tables. The desk reads them again on the change
   * event anyway, and at 2,048 tables carrying them was a megabyte and a sixth of the pairing. */
  tables: z.boolean().optional(),
});
/** What round.pair answers: the round as paired, without its tables when asked so. */
export const roundPairedSchema = roundSchema.extend({ tables: roundSchema.shape.tables.optional() });
/** Tables of one round, as a window holding the round asks for those a change named. */
/** The most tables one `round.tables` asks for: a window owed more fetches the whole round. */
export const ROUND_TABLES_MOST = 500;
/** A round, or (`entryId`) only the table where that entry sits, or (`entryId` null) no table. */
export const roundGetInput = z.strictObject({ roundId: idSchema, entryId: idSchema.nullable().optional() });
export const roundTablesInput = z.strictObject({ roundId: idSchema, tableIds: z.array(idSchema).min(1).max(ROUND_TABLES_MOST) });
export const roundUnpublishInput = z.strictObject({ ...roundRef, reason: nameSchema(500) });
export const roundPairManuallyInput = z.strictObject({
  ...roundRef,
  entryA: idSchema,
  entryB: idSchema,
  /** pair: A plays B, and their former opponents play each other. swap: A and B trade seats
   * (each takes the other's opponent and seat; at one table, who takes the first role). */
  mode: z.enum(['pair', 'swap']).default('pair'),
  reason: nameSchema(500),
});
export const roundClockInput = z.strictObject({ ...roundRef, action: z.enum(['start', 'pause', 'resume']) });
export const tableAddTimeInput = z.strictObject({
  tableId: idSchema,
  version: versionSchema,
  minutes: z.number().int().min(1).max(60),
});
