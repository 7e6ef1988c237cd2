// runtime: pure. The penalties feature's model (docs/features/penalties.md): penalties a referee
// gives at a table (Attacktix 4.3), each offence as recorded, in order, with the penalty the app's
// escalation made of it; and the inputs that record or take back one. Which offences exist is the
// ruleset's catalog (its `features.penalties`, the event format's `features.penalties`).
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';

export const penaltyKinds = ['forfeit_attack', 'forfeit_turn', 'forfeit_game', 'forfeit_match'] as const;
const penaltyKindSchema = z.enum(penaltyKinds);
export type PenaltyKind = z.infer<typeof penaltyKindSchema>;

/** What the referee recorded: who, in which game, which rule was broken. */
export const penaltyRecordSchema = z.object({
  entryId: idSchema,
  game: z.number().int().min(1).max(9),
  /** An offence of the ruleset's catalog, by its rule number ('4.3.1.1'). */
  offence: z.string().min(1).max(20),
  recordedAt: z.string(),
});
export type PenaltyRecord = z.infer<typeof penaltyRecordSchema>;

/** A record as windows see it: with the penalty the escalation gave and the player's counts in
 * that game after it. */
export const penaltyViewSchema = penaltyRecordSchema.extend({
  /** Null: nothing was given (the game or match was already lost by penalty); the core records
   * no such offence, so only a ruleset changed since shows one. */
  penalty: penaltyKindSchema.nullable(),
  /** Heavier than the offence itself costs: a third offence of its kind (4.3.2.1), a third lost
   * turn (4.3.3.1). */
  escalated: z.boolean(),
  /** Offences toward a forfeited turn since the count last started again. */
  attackOffences: z.number().int().nonnegative(),
  /** Turns forfeited in the game so far. */
  turnsForfeited: z.number().int().nonnegative(),
});
export type PenaltyView = z.infer<typeof penaltyViewSchema>;

/** A ruleset's offences, in the order a referee's list offers them; `group` is the rule section
 * whose count escalates (the third offence under 4.3.1 forfeits the turn). */
export const penaltyCatalogSchema = z.object({
  offences: z.array(z.object({ id: z.string(), group: z.string() })),
  /** The sections whose offences the referee tallies on the slip, per player and game (each has
   * a tally box; a lost game and a lost match have a box of their own). */
  tallies: z.array(z.string()),
});
export type PenaltyCatalog = z.infer<typeof penaltyCatalogSchema>;

const tableRef = { tableId: idSchema, version: versionSchema };

export const penaltyRecordInput = z.strictObject({
  ...tableRef,
  entryId: idSchema,
  game: z.number().int().min(1).max(9),
  offence: z.string().min(1).max(20),
});

export const penaltyRemoveInput = z.strictObject({
  ...tableRef,
  /** The record's place in the table's list (0 is the first recorded). */
  index: z.number().int().min(0).max(999),
  /** A penalty taken back needs a reason; the audit keeps the record removed. */
  reason: nameSchema(500),
});

/** The penalties' part of the head judge's report: every penalty recorded, in round and table
 * order, with the player's name and the penalty it became. */
export const penaltiesReportSchema = z.array(
  z.object({
    round: z.number().int().positive(),
    table: z.number().int().nonnegative(),
    game: z.number().int().positive(),
    entryId: idSchema,
    name: z.string(),
    offence: z.string(),
    penalty: penaltyKindSchema.nullable(),
  }),
);
export type PenaltiesReport = z.infer<typeof penaltiesReportSchema>;
