// runtime: node. JSON columns: written compactly, read through the schema of what they hold, so a
// value the code did not write (a damaged or hand-edited file) is refused by name instead of
// flowing on as a cast. Reads are kept by their text: the same text always reads the same, so a
// result at a 2,000-table round is checked once however often the round is read, and the value
// handed out is frozen, shared by every reader.
import type { z } from 'zod';
import { deepFreeze } from './deep-freeze';

export const toJson = (value: unknown): string => JSON.stringify(value);

/** A stored JSON value that does not match what the column holds. */
export class StoredJsonError extends Error {
  constructor(readonly column: string, detail: string) {
    super(`The stored ${column} is not what Arbiter writes there (${detail}); the database may be damaged.`);
  }
}

const KEEP = 50_000;
const kept = new WeakMap<z.ZodType, Map<string, unknown>>();

/** The value of a JSON column, checked by `schema`; `fallback` where the column is NULL. */
export function readJson<S extends z.ZodType, F>(column: string, schema: S, text: string | null, fallback: F): z.output<S> | F {
  if (text === null) return fallback;
  let byText = kept.get(schema);
  if (!byText) kept.set(schema, (byText = new Map()));
  const known = byText.get(text);
  if (known !== undefined) return known as z.output<S>;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new StoredJsonError(column, 'not JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new StoredJsonError(column, parsed.error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; '));
  if (byText.size >= KEEP) byText.clear();
  const value = deepFreeze(parsed.data);
  byText.set(text, value);
  return value;
}
