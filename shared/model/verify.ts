// runtime: pure. A check of an event file (event.verify, npm run verify): the event replayed from
// its registrations, seeds, results and audited changes, and what differs, round by round.
import { z } from 'zod';
import { anyEventFileSchema } from './export';

export const verifyProblemCodes = [
  /** The file's engine is newer than this Arbiter's, or older than any it keeps: not replayed. */
  'engine_newer',
  'engine_older',
  /** The file does not name its engine (versions 1 to 3): replayed with this Arbiter's; a note. */
  'engine_unknown',
  /** The file carries no audit trail (versions 1 to 3): results and changes by hand are not
   * checked; a note. */
  'audit_absent',
  /** The rules pair the round otherwise from the same seed and history, at a table not changed by
   * hand. */
  'pairing_differs',
  /** A table changed by hand with no audited change of that round. */
  'manual_without_audit',
  /** A result with no audited entry or correction of its table. */
  'result_without_audit',
  /** A result other than the last one audited at its table. */
  'result_differs_from_audit',
  /** The division's standings worked out from the file's rounds differ from the file's. */
  'standings_differ',
  /** The replay could not pair the round at all (the rules refuse the file's history). */
  'replay_refused',
] as const;
export type VerifyProblemCode = (typeof verifyProblemCodes)[number];

export const verifyProblemSchema = z.object({
  code: z.enum(verifyProblemCodes),
  /** The division's name; null for the file as a whole. */
  division: z.string().nullable(),
  /** The event round (as the file numbers it in its division); null where it is not a round's. */
  round: z.number().int().positive().nullable(),
  table: z.number().int().nonnegative().nullable(),
  /** What was found, in English, for the command line; the desk words the code. */
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type VerifyProblem = z.infer<typeof verifyProblemSchema>;

export const verifyReportSchema = z.object({
  /** Nothing differs: every round replayed the same, every result and change audited, the
   * standings the same (notes such as engine_unknown aside). */
  ok: z.boolean(),
  engine: z.object({ file: z.number().int().positive().nullable(), here: z.number().int().positive() }),
  divisions: z.array(
    z.object({
      name: z.string(),
      /** Rounds replayed. */
      rounds: z.number().int().nonnegative(),
      /** Rounds paired again and found the same. */
      same: z.number().int().nonnegative(),
    }),
  ),
  /** Every problem, file order (division, then round); `first` is the first that is not a note. */
  problems: z.array(verifyProblemSchema),
  first: verifyProblemSchema.nullable(),
});
export type VerifyReport = z.infer<typeof verifyReportSchema>;

export const eventVerifyInput = z.strictObject({ document: anyEventFileSchema });
