// runtime: node. Serves the built renderer.
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { resolveStaticPath } from './policy';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

/** Serves the file, or answers `refuse` (the host's JSON error) for a bad or missing path. */
export async function serveStatic(
  root: string,
  urlPath: string,
  res: ServerResponse,
  refuse: (status: number, code: 'validation' | 'not_found', reason: string, message: string) => void,
): Promise<void> {
  const rel = resolveStaticPath(urlPath);
  if (rel === null) return refuse(400, 'validation', 'bad_path', 'The address is not a valid path.');
  let body: Buffer;
  try {
    body = await readFile(join(root, rel));
  } catch {
    return refuse(404, 'not_found', 'no_file', 'There is no such page or file.');
  }
  res.writeHead(200, { 'Content-Type': types[extname(rel)] ?? 'application/octet-stream' }).end(body);
}
