// runtime: pure. Errors cross every boundary as values, never as thrown exceptions.
import { z } from 'zod';

export const errorCodes = ['validation', 'not_found', 'conflict', 'forbidden', 'internal'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One bad field: where it is (a dotted path into the input) and what is wrong with it. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const appErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type AppError = z.infer<typeof appErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string, details?: Record<string, unknown>): Result<never> => ({
  ok: false,
  error: details ? { code, message, details } : { code, message },
});

/** Thrown inside a handler to end the command with an error value; the dispatcher rolls back. */
export class CommandError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Turns zod issues into the validation error every transport returns. */
export function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): AppError {
  const fields: FieldIssue[] = issues.map((i) => ({
    path: i.path.map(String).join('.') || '(input)',
    message: i.message,
  }));
  const names = [...new Set(fields.map((f) => f.path))].join(', ');
  return { code: 'validation', message: `Invalid input: ${names}`, details: { fields } };
}
