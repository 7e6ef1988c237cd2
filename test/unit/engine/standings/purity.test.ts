// Engine files under scoring/, standings/ and rulesets/ are pure: they declare it on line 1 and
// import no Node, Electron or DOM module, and read no clock or randomness.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const engine = fileURLToPath(new URL('../../../../electron/engine/', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('pure engine files', () => {
  const all = ['scoring', 'standings', 'rulesets'].flatMap((d) => files(join(engine, d)));
  it.each(all.map((f) => [f.slice(engine.length), f]))('%s', (_, file) => {
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('// runtime: pure')).toBe(true);
    const imports = [...text.matchAll(/from\s+'([^']+)'/g)].map((m) => m[1]!);
    for (const spec of imports) expect(spec === 'zod' || spec.startsWith('.')).toBe(true);
    expect(text).not.toMatch(/Date\.now|Math\.random|new Date\(|performance\.now|process\./);
    expect(text.split('\n').length).toBeLessThanOrEqual(300);
  });
});
