// Where the Electron binary is, without require('electron') (which tries to download it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function electronBinary(root = process.cwd()) {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}
