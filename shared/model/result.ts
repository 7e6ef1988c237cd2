// runtime: pure. A table's result as entered from the signed slip: a list of games, each with one
// outcome per seat and the ruleset's per-game score (agenda points, VP, PP).
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from './common';
import { raceEndings } from './race';
import { featureCorrectionFields, featureResultFields } from '../features/table-fields';

export const gameOutcomes = ['win', 'loss', 'draw', 'unfinished'] as const;

export const seatGameSchema = z.strictObject({
  entryId: idSchema,
  role: z.string().max(30).optional(),
  outcome: z.enum(gameOutcomes),
  /** Where the seat finished, for games entered by places (more than two seats): 1 is first, and
   * seats that share a place share its number (1, 1, 3). */
  place: z.number().int().min(1).max(6).optional(),
  score: z.number().int('Whole points only').min(0, 'Not below 0').max(1000),
  /** Warriors in play when a lead level at time is broken by them (a race's `time_warriors`
   * ending: Doomtrooper, DOUBLE DUTY warriors not counted); absent elsewhere. */
  warriors: z.number().int('Whole warriors only').min(0, 'Not below 0').max(200).optional(),
});

export const gameSchema = z.strictObject({
  seats: z.array(seatGameSchema).min(1).max(6),
  /** How a game entered as a race ended (race.ts): a seat reached the target score, time was
   * called, or a tie was played on; absent in games entered by winner or by places. */
  ending: z.enum(raceEndings).optional(),
});
export type GameValue = z.infer<typeof gameSchema>;

export const resultSchema = z.object({ games: z.array(gameSchema) });

export const resultEnterInput = z.strictObject({
  tableId: idSchema,
  version: versionSchema,
  games: z.array(gameSchema).min(1, 'At least one game').max(9),
  ...featureResultFields,
});

export const resultCorrectInput = resultEnterInput.extend({
  /** A signed result changes only with a reason; the audit keeps before and after. */
  reason: nameSchema(500),
  ...featureCorrectionFields,
  /** The rounds after this one that the players have seen stand as they were played, and only the
   * standings (and a draft after them) follow the corrected result. Refused where such a round
   * seats the winners of the rounds before (a bracket, a seated final) or exists because of them
   * (a tie-break round); without it such rounds refuse the correction. */
  keepLaterRounds: z.boolean().optional(),
});

export const slipLookupInput = z.strictObject({ eventId: idSchema, code: z.string().max(40) });
