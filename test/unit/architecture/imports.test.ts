// Keeps the layering of docs/architecture.md true: which folder may import what.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files, root } from './source-files';

function imports(file: string): string[] {
  const src = readFileSync(join(root, file), 'utf8');
  const found = [...src.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)];
  return found.map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]!);
}

/** Where an import lands: a repo folder for relative imports, else the package name. */
function target(file: string, spec: string): string {
  if (spec.startsWith('.')) return relative(root, resolve(root, dirname(file), spec));
  return spec.startsWith('node:') ? 'node:' : spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
}

interface Rule {
  folder: string;
  mayImport: (t: string) => boolean;
}

const inside = (t: string, ...folders: string[]) => folders.some((f) => t === f || t.startsWith(`${f}/`));
const rules: Rule[] = [
  { folder: 'shared', mayImport: (t) => inside(t, 'shared') || t === 'zod' },
  { folder: 'electron/engine', mayImport: (t) => inside(t, 'shared', 'electron/engine') || t === 'zod' },
  // The machinery the rulesets stand on never reaches them: only the preset's type (issue 27).
  ...['electron/engine/scoring', 'electron/engine/standings'].map((folder) => ({ folder, mayImport: (t: string) => inside(t, 'shared', 'electron/engine') && (!inside(t, 'electron/engine/rulesets') || t === 'electron/engine/rulesets/types') })),
  // zod: JSON columns are read through the schemas of what they hold (electron/store/json.ts).
  { folder: 'electron/store', mayImport: (t) => inside(t, 'shared', 'electron/engine', 'electron/store') || ['better-sqlite3', 'node:', 'zod'].includes(t) },
  ...['electron/core', 'electron/features', 'electron/venue', 'electron/settings'].map((folder) => ({
    folder,
    mayImport: (t: string) =>
      inside(t, 'shared', 'electron/engine', 'electron/store', 'electron/core', 'electron/features', 'electron/venue', 'electron/settings') ||
      ['node:', 'ws', 'zod'].includes(t) ||
      // A feature keeps the SQL of its own tables (electron/features/<id>/).
      (folder === 'electron/features' && t === 'better-sqlite3'),
  })),
  { folder: 'electron/preload', mayImport: (t) => inside(t, 'electron/preload', 'shared/contract') || t === 'electron' || t === 'zod' },
  { folder: 'electron/shell', mayImport: (t) => !inside(t, 'renderer') },
  { folder: 'renderer/src', mayImport: (t) => inside(t, 'shared', 'renderer/src') || ['react', 'react-dom', 'i18next', 'react-i18next', 'uqr', '@tanstack/react-virtual'].includes(t) },
];

describe('import rules', () => {
  for (const rule of rules) {
    it(`${rule.folder} imports only what it may`, () => {
      const bad = files(rule.folder).flatMap((f) =>
        imports(f)
          .map((s) => [s, target(f, s)] as const)
          .filter(([, t]) => !rule.mayImport(t))
          .map(([s]) => `${f}: ${s}`),
      );
      expect(bad).toEqual([]);
    });
  }

  it('only the shell and the preloads import electron; only the shell imports electron-store', () => {
    const all = [...files('electron'), ...files('shared'), ...files('renderer/src')];
    const users = (pkg: string) => all.filter((f) => imports(f).some((s) => s === pkg || s.startsWith(`${pkg}/`)));
    expect(users('electron').filter((f) => !inside(f, 'electron/shell', 'electron/preload'))).toEqual([]);
    expect(users('electron-store').filter((f) => !inside(f, 'electron/shell'))).toEqual([]);
  });

  it('the engine and shared code read no clock and no unseeded randomness', () => {
    const bad = [...files('electron/engine'), ...files('shared')].filter((f) =>
      /\bDate\.now\(|\bMath\.random\(|new Date\(\s*\)|performance\.now\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(bad).toEqual([]);
  });

  it('every pure file says so on its first line', () => {
    const unmarked = [...files('electron/engine'), ...files('shared')].filter(
      (f) => !readFileSync(join(root, f), 'utf8').startsWith('// runtime: pure'),
    );
    expect(unmarked).toEqual([]);
  });

  it('the pure layers are type-checked without DOM or Node globals', () => {
    const pure = JSON.parse(readFileSync(join(root, 'tsconfig.pure.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''));
    expect(pure.compilerOptions).toEqual({ lib: ['ES2023'], types: [] });
    expect(pure.include).toEqual(['shared', 'electron/engine']);
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.typecheck).toContain('tsconfig.pure.json');
  });

  it('the rules can fail: a forbidden import is caught', () => {
    expect(rules[0]!.mayImport(target('shared/x.ts', '../electron/store/store'))).toBe(false);
    expect(rules[1]!.mayImport(target('electron/engine/x.ts', 'node:fs'))).toBe(false);
    expect(rules.find((r) => r.folder === 'renderer/src')!.mayImport(target('renderer/src/x.ts', 'electron'))).toBe(false);
  });
});
