// runtime: pure. The officials of an event (Attacktix 3: a referee per table, an umpire for each
// division's final when practicable) and who officiates at which table of a round.
import { z } from 'zod';
import { idSchema, nameSchema, versionSchema } from '../../model/common';

export const officialRoles = ['head_judge', 'judge', 'referee', 'umpire', 'scorekeeper'] as const;
export type OfficialRole = (typeof officialRoles)[number];

/** What an official does at a table. */
export const tableDuties = ['referee', 'umpire'] as const;
export type TableDuty = (typeof tableDuties)[number];

/** Who may do a duty at a table: a referee's is also a judge's (Attacktix 3.1); an umpire umpires. */
export const dutyRoles: Readonly<Record<TableDuty, readonly OfficialRole[]>> = {
  referee: ['head_judge', 'judge', 'referee'],
  umpire: ['umpire'],
};

export const officialSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  name: z.string(),
  role: z.enum(officialRoles),
  version: versionSchema,
});
export type Official = z.infer<typeof officialSchema>;

/** The longest name the desk takes for an official (an event file's too). */
export const officialNameMax = 120;

export const officialAddInput = z.strictObject({
  eventId: idSchema,
  name: nameSchema(officialNameMax),
  role: z.enum(officialRoles),
});
export const officialRemoveInput = z.strictObject({ id: idSchema, version: versionSchema });

export const tableAssignOfficialInput = z.strictObject({
  tableId: idSchema,
  /** The table's version as the desk read it. */
  version: versionSchema,
  /** null: the table has no official in this duty any more. */
  officialId: idSchema.nullable(),
  duty: z.enum(tableDuties),
});

export const tableOfficialSchema = z.object({
  officialId: idSchema,
  name: z.string(),
  duty: z.enum(tableDuties),
});
export type TableOfficial = z.infer<typeof tableOfficialSchema>;

/** The officials of a round's tables, and what the desk should know about them. */
export const roundOfficialsSchema = z.object({
  roundId: idSchema,
  tables: z.array(z.object({ tableId: idSchema, number: z.number().int(), officials: z.array(tableOfficialSchema) })),
  /** The round plays a division's final (the table its stage kind names: docs/stages.md,
   * `finalTable`) and that table has no umpire yet: a warning, never a refusal (Attacktix 3.2.1,
   * "when practicable"). */
  finalWithoutUmpire: z.boolean(),
  /** The number of the table playing the division's final in this round (beside it, a match for
   * third place may be played); null where the round plays none. */
  finalTable: z.number().int().nullable(),
});
export type RoundOfficials = z.infer<typeof roundOfficialsSchema>;

/** The officials' part of the head judge's report (report.get's `features.officials`): the head
 * judge first, then the others in the order registered. */
export const officialsReportSchema = z.array(z.object({ name: z.string(), role: z.enum(officialRoles) }));
export type OfficialsReport = z.infer<typeof officialsReportSchema>;
