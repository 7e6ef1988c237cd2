// runtime: pure. Players registered from a spreadsheet: the organizer maps the file's columns to
// the registration's fields, sees every row checked (errors by row and field, who is registered
// already) and then imports the rows that can be, at once.
import { z } from 'zod';
import { idSchema } from './common';
import { formOfAddressSchema } from './player';

/** What a column may hold. A name comes whole or as first and last name (joined by a space); the
 * last name is the player's family name, which beside a whole name must be whole words of it. The
 * player ID is the organizer's own (a federation or membership number), kept to recognize
 * the player when the same file comes again. */
export const importFields = ['playerId', 'name', 'firstName', 'lastName', 'dateOfBirth', 'formOfAddress', 'club', 'contact', 'division'] as const;
export type ImportField = (typeof importFields)[number];

/** One file at a time; over the venue network a request also stays within 1 MB. */
export const importMaxRows = 10_000;

const cell = z.string().max(1000);

export const playerImportInput = z
  .strictObject({
    eventId: idSchema,
    /** The file's records after the header, as read; row n here is row n + 2 of the spreadsheet. */
    rows: z.array(z.array(cell).max(100)).min(1).max(importMaxRows),
    /** The column (0-based) each field is read from; a field left out is not in the file. */
    mapping: z.partialRecord(z.enum(importFields), z.number().int().min(0).max(99)),
  })
  .refine((i) => i.mapping.name !== undefined || i.mapping.firstName !== undefined || i.mapping.lastName !== undefined, {
    message: 'Map a column to the name (or to first and last name)',
    path: ['mapping', 'name'],
    params: { reason: 'import_no_name' },
  });
export type PlayerImportInput = z.infer<typeof playerImportInput>;

export const importIssueCodes = ['required', 'too_long', 'bad_date', 'no_such_date', 'born_after_event', 'unknown_form_of_address', 'unknown_division', 'player_officiates', 'control_character', 'invisible_text', 'family_not_in_name'] as const;

export const importRowSchema = z.object({
  /** The row in the spreadsheet (the header is row 1). */
  row: z.number().int().min(2),
  /** new: will be registered; registered: the same player is already (by player ID, or by name
   * and date of birth); repeated: an earlier row of the file is the same player; invalid: see
   * issues. */
  status: z.enum(['new', 'registered', 'repeated', 'invalid']),
  /** Each problem by field, with the text the row has there (empty when missing). */
  issues: z.array(z.object({ field: z.enum(importFields), code: z.enum(importIssueCodes), value: z.string(), max: z.number().int().optional() })),
  name: z.string(),
  /** The last name's column, as the name spells it; null where the file has none. */
  familyName: z.string().nullable(),
  playerId: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  formOfAddress: formOfAddressSchema.nullable(),
  club: z.string().nullable(),
  contact: z.string().nullable(),
  divisionId: idSchema.nullable(),
  /** registered: the player already registered; repeated: the earlier row. */
  sameAs: z.object({ id: idSchema, name: z.string() }).nullable(),
  sameAsRow: z.number().int().nullable(),
  /** new: a player already registered whose name folds the same (another person, or the same one
   * with another date of birth or ID: the desk looks), else null. */
  sameNameAs: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** new: an earlier row of the file whose name folds the same, else null. */
  sameNameRow: z.number().int().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object({
  new: z.number().int(),
  registered: z.number().int(),
  repeated: z.number().int(),
  invalid: z.number().int(),
});

export const playerImportPreviewSchema = z.object({ rows: z.array(importRowSchema), counts: importCountsSchema });

/** What an import did: how many were registered, and how many rows were passed over and why. */
export const playerImportResultSchema = z.object({ imported: z.number().int(), counts: importCountsSchema });
