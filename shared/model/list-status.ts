// runtime: pure. Where each player's list stands (the cards or figures a ruleset has each player
// hand in): handed in and fine, handed in with problems, or not handed in. A list with problems is
// never refused; the head judge decides, so the desk shows the problems where the judge looks.
import { z } from 'zod';
import { idSchema } from './common';

export const listStates = ['ok', 'problems', 'missing'] as const;
export type ListState = (typeof listStates)[number];

/** One problem of a list: `code` a rule of the list's kind, `params` its numbers and names, and
 * `lines` the line numbers (from 1) of the list as its editor shows it that the problem is about. */
export const listProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  lines: z.array(z.number().int().positive()).optional(),
});
export type ListProblem = z.infer<typeof listProblemSchema>;

export const listStatusSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  /** The division the player plays in (the event's first where none is set). */
  divisionId: idSchema,
  /** Checked in, so paired in the next round. */
  checkedIn: z.boolean(),
  /** The kind of list: the name of the feature that checks it. */
  kind: z.string(),
  state: z.enum(listStates),
  problems: z.array(listProblemSchema),
});
export type ListStatus = z.infer<typeof listStatusSchema>;

/** Every player of the event who is not waiting for a place, each with their division. */
export const listsStatusInput = z.strictObject({ eventId: idSchema });
