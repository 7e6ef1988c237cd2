// runtime: pure. A division: who plays whom (a point level, an age class, singles or doubles).
// An event has one or more, side by side; each runs its own stages and rounds under its own
// ruleset options, and each registered player plays in one.
import { z } from 'zod';
import { idSchema, isoDateSchema, nameSchema, versionSchema } from './common';

/** A division as every window lists it. */
export const divisionSchema = z.object({
  id: idSchema,
  eventId: idSchema,
  /** 1-based, in the order they were made; the first is the event's own, where players without a
   * division play. Divisions after the first letter their slip codes (B-3-12-K7QF). */
  position: z.number().int().positive(),
  name: z.string(),
  /** The ruleset options it plays (the event's with the division's own changes); `ownOptions`:
   * whether it has its own or follows the event's settings. */
  options: z.record(z.string(), z.unknown()),
  ownOptions: z.boolean(),
  /** The feature modules its options use, each with its options (shared/features): the desk shows
   * their panels for the division. */
  features: z.record(z.string(), z.unknown()),
  plannedRounds: z.number().int().positive().nullable(),
  /** Entries made from its players (at its first pairing): its options are then fixed. */
  entries: z.number().int().nonnegative(),
  version: versionSchema,
});
export type Division = z.infer<typeof divisionSchema>;

/** The division a query or command is about; left out: the event's first. */
export const divisionScope = { divisionId: idSchema.optional() };

export const divisionCreateInput = z.strictObject({
  eventId: idSchema,
  name: nameSchema(80),
  /** Its own ruleset options; left out: it plays the event's. */
  options: z.record(z.string(), z.unknown()).optional(),
  plannedRounds: z.number().int().min(1).max(99).nullable().optional(),
});

export const divisionUpdateInput = z.strictObject({
  id: idSchema,
  version: versionSchema,
  name: nameSchema(80).optional(),
  /** Its own options (replacing the stored ones), or null to play the event's again. */
  options: z.record(z.string(), z.unknown()).nullable().optional(),
  plannedRounds: z.number().int().min(1).max(99).nullable().optional(),
});

/** Which divisions fit a player, for the desk to propose one at registration. */
export const divisionProposeInput = z.strictObject({
  eventId: idSchema,
  dateOfBirth: isoDateSchema.optional(),
});
export const divisionProposalSchema = z.object({
  /** The divisions the player may play in, best fit first; the desk proposes the first. */
  divisionIds: z.array(idSchema),
  /** The player's age in completed years on the event date, when the date of birth was given. */
  age: z.number().int().nonnegative().nullable(),
});

/** An event has at most as many divisions as slip codes have letters for: A to Z, then AA to ZZ,
 * as spreadsheet columns count. */
export const MAX_DIVISIONS = 26 + 26 * 26;

/** The letters a division's slip codes start with: none for the first (its codes stay as they were
 * before divisions), B to Z after it, then AA, AB… */
export function divisionLetter(position: number): string {
  if (position <= 1) return '';
  const letter = (n: number) => String.fromCharCode(64 + n);
  return position <= 26 ? letter(position) : letter(Math.floor((position - 27) / 26) + 1) + letter(((position - 27) % 26) + 1);
}

/** The division position letters stand for (A is the first): the inverse of divisionLetter. */
export function divisionOfLetters(letters: string): number {
  const n = [...letters.toUpperCase()].map((c) => c.charCodeAt(0) - 64);
  return n.length === 1 ? n[0]! : 26 * n[0]! + n[1]!;
}
