// runtime: pure. Errors cross every boundary as values, never as thrown exceptions.
import { z } from 'zod';

export const errorCodes = ['validation', 'not_found', 'conflict', 'forbidden', 'internal'] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One bad field: where it is (a dotted path into the input) and what is wrong with it: an English
 * message for logs and API users, and a code with its parameters (a bound, the expected type) from
 * which a window writes its own sentence. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
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

/** The parts of a zod issue a validation error passes on (zod 4 issue shapes). */
export interface IssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  input?: unknown;
  params?: Record<string, unknown>;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  expected?: unknown;
  format?: unknown;
  divisor?: unknown;
}

const issueParams = ['origin', 'minimum', 'maximum', 'inclusive', 'expected', 'format', 'divisor'] as const;

/** The issue's code, with an empty or missing value called `required` whatever check caught it, and
 * a refinement's own reason (its `params.reason`, or a message that is already a code). */
export function issueCode(i: IssueLike): string | undefined {
  const empty = i.input === '' || (i.code === 'invalid_type' && / received undefined$/.test(i.message));
  if (empty || (i.code === 'too_small' && i.origin === 'string' && i.minimum === 1)) return 'required';
  if (i.code !== 'custom') return i.code;
  const reason = i.params?.reason;
  if (typeof reason === 'string') return reason;
  return /^[a-z][a-z_]*$/.test(i.message) ? i.message : 'custom';
}

function fieldIssue(i: IssueLike): FieldIssue {
  const params: Record<string, string | number | boolean> = {};
  for (const key of issueParams) {
    const v = i[key];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') params[key] = v;
  }
  const code = issueCode(i);
  return {
    path: i.path.map(String).join('.') || '(input)',
    message: i.message,
    ...(code ? { code } : {}),
    ...(Object.keys(params).length ? { params } : {}),
  };
}

/** Turns zod issues into the validation error every transport returns. */
export function validationError(issues: readonly IssueLike[]): AppError {
  const fields = issues.map(fieldIssue);
  const names = [...new Set(fields.map((f) => f.path))].join(', ');
  return { code: 'validation', message: `Invalid input: ${names}`, details: { fields } };
}
