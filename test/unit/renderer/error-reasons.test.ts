// Every refusal of the core, the shell, the venue host and the features that is not about a field
// names its reason, and the catalog (with the features' words for their codes) has a sentence for
// every reason named: the organizer reads the refusal
// in their language, never the English sentence (which stays for logs and API users).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../../renderer/src/i18n';
import { withFeatures } from '../../../renderer/src/features/registry';
import type { TextTree } from '../../../renderer/src/features/feature';

const roots = ['core', 'shell', 'venue', 'features'].map((d) => join(process.cwd(), 'electron', d));
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));

/** Each `new CommandError(...)` call with its arguments, by matching parentheses. */
function refusals(source: string): string[] {
  const calls: string[] = [];
  for (let i = source.indexOf('new CommandError('); i >= 0; i = source.indexOf('new CommandError(', i + 1)) {
    let depth = 0;
    let j = i + 'new CommandError'.length;
    do {
      if (source[j] === '(') depth++;
      else if (source[j] === ')') depth--;
      j++;
    } while (depth > 0 && j < source.length);
    calls.push(source.slice(i, j));
  }
  return calls;
}

describe('refusal reasons', () => {
  const sources = roots.flatMap(files).map((f) => [f, readFileSync(f, 'utf8')] as const);

  it('every refusal that is not a field check names a reason', () => {
    const unnamed = sources.flatMap(([f, s]) =>
      [...refusals(s), ...s.split('\n').filter((l) => /\bfail\('(not_found|conflict|forbidden|internal)'/.test(l))]
        .filter((call) => !call.includes("'validation'") && !/new CommandError\(e\.code/.test(call) && !/\breason\b/.test(call))
        .map((call) => `${f}: ${call.slice(0, 80)}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('the catalog says every reason the core names', () => {
    const named = new Set<string>();
    for (const [, s] of sources) {
      // `reason: 'code'`, or either side of `reason: x === 'y' ? 'code' : 'other'`.
      for (const m of s.matchAll(/reason: (?!string)([^,}\n]+)/g)) for (const q of m[1]!.matchAll(/(?<![=!]== )'([a-z_]+)'/g)) named.add(q[1]!);
      // The clock's refusals pass their reason second; a round's status refusals are the keys of one table.
      for (const m of s.matchAll(/refuse\('[^']*', '([a-z_]+)'\)/g)) named.add(m[1]!);
      // The venue host's refusals pass theirs after the status and the code.
      for (const m of s.matchAll(/refuse\((?:res, )?(?:\d+|status), '[a-z_]+', '([a-z_]+)'/g)) named.add(m[1]!);
      const table = /const statusRefusals = \{([^}]*)\}/.exec(s)?.[1] ?? '';
      for (const m of table.matchAll(/^\s+([a-z_]+):/gm)) named.add(m[1]!);
    }
    // The core's catalog with the features' words for their codes, as the faces load it.
    const catalog = withFeatures('en', english as unknown as TextTree) as { errors: { reasons: Record<string, string> }; validation: { reasons: Record<string, string> } };
    // An event file's problem may name the reason of the check that found it (a field's code), and
    // zod's own 'custom' (a refinement, worded by its message).
    const worded = (r: string) => r in catalog.errors.reasons || r in catalog.validation.reasons || r === 'custom';
    expect([...named].filter((r) => !worded(r))).toEqual([]);
    expect(named.size).toBeGreaterThan(30);
  });
});
