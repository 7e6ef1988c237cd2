// No two files import each other, however indirectly and however lightly (a type, a re-export),
// anywhere in the repository (the app, its scripts and its tests):
// a circle means neither side can be read, tested or moved without the other.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { files, root } from './source-files';

const sources = [...files('electron'), ...files('renderer/src'), ...files('shared'), ...files('scripts'), ...files('test')];
const known = new Set(sources);

/** The files `file` imports or re-exports from, types included; packages are left out. */
function importedFiles(file: string): string[] {
  const { importedFiles: specs } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
  return specs
    .map((s) => s.fileName)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const base = normalize(join(dirname(file), spec));
      const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((f) => known.has(f));
      if (!found && !existsSync(join(root, base))) throw new Error(`${file} imports ${spec}, which is not there.`);
      return found;
    })
    .filter((f): f is string => f !== undefined);
}

/** Strongly connected components (Tarjan): each is a set of files that reach one another. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const graph = new Map(sources.map((f) => [f, importedFiles(f)]));

describe('import circles', () => {
  it('no file reaches itself through its imports', () => {
    expect(circles(graph).map((c) => c.join(' ↔ '))).toEqual([]);
  });

  it('the standings engine imports nothing of the rulesets: rulesets stand on it', () => {
    const into = sources
      .filter((f) => f.startsWith('electron/engine/standings/'))
      .flatMap((f) => graph.get(f)!.filter((t) => t.startsWith('electron/engine/rulesets/')).map((t) => `${f} → ${t}`));
    expect(into).toEqual([]);
  });

  it('a circle is found, a chain is not', () => {
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});
