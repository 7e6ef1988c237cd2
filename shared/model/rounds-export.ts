// runtime: pure. An open format for other programs: a division's pairings and results round by
// round, with the standings after each round, as a spreadsheet or a website reads them
// (export.rounds, docs/export.md "Rounds for other programs"). Only what the room sees: names as
// the projector shows them, no player IDs, dates of birth or contacts.
import { z } from 'zod';
import { idSchema } from './common';
import { divisionScope } from './division';
import { raceEndings } from './race';
import { gameOutcomes } from './result';
import { standingColumnSchema, standingRowSchema } from './standings';

export const roundsExportFormat = 'arbiter-rounds';
/** Raised when a field is renamed, removed or changes meaning; a new field may appear within a
 * version, so a reader ignores fields it does not know. */
export const roundsExportVersion = 1;

const seatSchema = z.object({
  seat: z.number().int().positive(),
  entryId: idSchema,
  name: z.string(),
  /** The role in game 1 (Netrunner: corp or runner), null where the game has none. */
  role: z.string().nullable(),
});

const gameSchema = z.object({
  /** How a race ended (Catan, Doomtrooper), absent for other games. */
  ending: z.enum(raceEndings).optional(),
  seats: z.array(
    z.object({
      entryId: idSchema,
      outcome: z.enum(gameOutcomes),
      score: z.number(),
      place: z.number().int().positive().nullable(),
      role: z.string().nullable(),
    }),
  ),
});

export const roundsExportSchema = z.object({
  format: z.literal(roundsExportFormat),
  version: z.literal(roundsExportVersion),
  exportedAt: z.string(),
  event: z.object({ id: idSchema, name: z.string(), date: z.string(), ruleset: z.string() }),
  division: z.object({ id: idSchema, position: z.number().int().positive(), name: z.string() }),
  /** What a standings row's `groupScore` is (games_won, match_points, match_wins…). */
  primary: z.string(),
  /** The tiebreak columns, in order, as the standings show them. */
  columns: z.array(standingColumnSchema),
  rounds: z.array(
    z.object({
      number: z.number().int().positive(),
      stage: z.object({ position: z.number().int().positive(), kind: z.string(), round: z.number().int().positive() }).nullable(),
      status: z.enum(['published', 'closed']),
      tables: z.array(
        z.object({
          table: z.number().int().nonnegative(),
          bye: z.boolean(),
          seats: z.array(seatSchema),
          /** Game by game; null until the result is in. */
          games: z.array(gameSchema).nullable(),
        }),
      ),
      /** The standings after this round, once its last result is in; null before. A row's
       * `status` is as it stood after this round: a player who dropped later is still active. */
      standings: z.array(standingRowSchema).nullable(),
    }),
  ),
});
export type RoundsExport = z.infer<typeof roundsExportSchema>;

export const roundsExportInput = z.strictObject({ eventId: idSchema, ...divisionScope });
