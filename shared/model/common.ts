// runtime: pure. Building blocks of the domain schemas.
import { z } from 'zod';

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

export const nameSchema = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

export const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).optional();
