// runtime: pure. Text that cannot be stored as it came: a lone UTF-16 surrogate (half of a
// character, as a broken paste or a hostile client sends) would be replaced on the way into the
// database, so the organizer would read back something else than what was accepted.
import type { FieldIssue } from './errors';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every string in the input (keys included) holding a lone surrogate, as validation issues. */
export function malformedText(input: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      if (loneSurrogate.test(value)) {
        issues.push({ path: path.join('.') || '(input)', message: 'Contains a broken character (a lone UTF-16 surrogate)', code: 'malformed_text' });
      }
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, [...path, String(i)]));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (loneSurrogate.test(k)) issues.push({ path: [...path, k].join('.'), message: 'A key contains a broken character', code: 'malformed_text' });
        visit(v, [...path, k]);
      }
    }
  };
  visit(input, []);
  return issues;
}
