// Keeps stage kinds behind their interface (docs/architecture.md, "Stage kinds"): outside
// electron/engine/stages/ no product code compares a stage kind's id, it asks the kind. The ids
// are read from the kinds' own modules, so a new kind is watched without a word here. A ruleset's
// plan and the options that choose its kinds name them as data (electron/engine/rulesets/), and a
// migration's SQL is history: both are left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageKind } from '../../../electron/engine/stages';

const root = resolve(__dirname, '../../..');
const stagesDir = 'electron/engine/stages';
const leftOut = [stagesDir, 'electron/engine/rulesets', 'electron/store/migrations'];

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return files(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}

const ids = files(stagesDir).flatMap((f) => [...readFileSync(join(root, f), 'utf8').matchAll(/^\s*id: '([a-z_]+)',$/gm)].map((m) => m[1]!));

/** The ways a line branches on a kind's id: compared, switched on, or looked up in a list. */
function branches(id: string): RegExp[] {
  const q = `['"\`]${id}['"\`]`;
  const list = `\\[\\s*(?:['"][a-z_]+['"]\\s*,\\s*)*${q}\\s*(?:,\\s*['"][a-z_]+['"]\\s*)*,?\\s*\\]`;
  return [
    new RegExp(`[!=]==?\\s*${q}`),
    new RegExp(`${q}\\s*[!=]==?`),
    new RegExp(`case\\s+${q}\\s*:`),
    new RegExp(`(?:includes|startsWith|endsWith|indexOf|has)\\(\\s*${q}`),
    new RegExp(`${list}\\s*(?:\\.(?:includes|indexOf|some|find)\\(|satisfies|as const)`),
  ];
}

const branchOnKind = (line: string) => ids.some((id) => branches(id).some((re) => re.test(line)));

describe('stage kinds behind their interface', () => {
  it('reads every kind from its module', () => {
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const id of ids) expect(stageKind(id).id).toBe(id);
  });

  it('catches the ways a line branches on a kind id', () => {
    const caught = [
      "const sections = kind === 'elimination' ? single : double;",
      "if (stages[s.stage - 1]?.kind !== 'scheduled_tables') at();",
      "state.stages.findLast((l) => l.kindId === 'round_robin');",
      "    case 'swiss':",
      "const bracketKinds = ['elimination', 'double_elimination'] satisfies BracketKind[];",
      "if (['seated_playoff', 'team_rounds'].includes(kind)) return;",
      "if (kind.includes('elimination')) return;",
    ];
    expect(caught.filter((line) => !branchOnKind(line))).toEqual([]);
    expect(branchOnKind("stages.push({ kind: 'team_rounds', rounds: 2 });")).toBe(false);
  });

  it('no product code outside engine/stages compares a stage kind id', () => {
    const product = ['electron', 'renderer/src', 'shared'].flatMap(files).filter((f) => !leftOut.some((d) => f.startsWith(`${d}/`)));
    const found = product.flatMap((f) =>
      readFileSync(join(root, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (branchOnKind(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
