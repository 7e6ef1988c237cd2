// runtime: pure. Building blocks of the domain schemas.
import { z } from 'zod';
import { lineProblem, lineProblemMessages } from '../text/visible';

export const idSchema = z.number().int().positive();

/** A row version: a command that edits a row carries the version it read (optimistic locking). */
export const versionSchema = z.number().int().nonnegative();

/** A calendar date written YYYY-MM-DD that exists on the calendar. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the form YYYY-MM-DD', abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, { message: 'No such date', params: { reason: 'no_such_date' } });

/** One line of text a person reads back (shared/text/visible.ts). The check runs before trimming,
 * so a line break at either end is refused too, not quietly dropped. */
const oneLine = (max: number) =>
  z
    .string()
    .superRefine((s, ctx) => {
      const problem = lineProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: lineProblemMessages[problem], params: { reason: problem }, abort: true });
    })
    .trim()
    .max(max, `At most ${max} characters`);

/** A name, reason or label the core stores and every window shows: required and visible. */
export const nameSchema = (max: number) => oneLine(max).min(1, 'Required');

export const optionalText = (max: number) => oneLine(max).optional();
