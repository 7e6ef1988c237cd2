import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');

/** Every .ts and .tsx file under `dir`, as a path from the repository's root. */
export function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const rel = join(dir, name);
    if (statSync(join(root, rel)).isDirectory()) return files(rel);
    return /\.(ts|tsx)$/.test(name) ? [rel] : [];
  });
}
