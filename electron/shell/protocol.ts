// runtime: electron-main. Serves the built renderer at app://arbiter/ with our CSP, instead of
// file://, so pages get a real origin and no file-system privileges.
import { protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { resolveStaticPath } from '../venue/policy';
import { appScheme, contentSecurityPolicy } from './security-policy';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export function registerSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Every answer carries the CSP and forbids guessing its type from its bytes. */
const baseHeaders = { 'Content-Security-Policy': contentSecurityPolicy, 'X-Content-Type-Options': 'nosniff' };

export function serveRenderer(rendererDir: string): void {
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const rel = url.host === 'arbiter' ? resolveStaticPath(url.pathname) : null;
    if (rel === null) return new Response('Bad path', { status: 400, headers: { ...baseHeaders, 'Content-Type': 'text/plain' } });
    try {
      const body = await readFile(join(rendererDir, rel));
      return new Response(body, { headers: { ...baseHeaders, 'Content-Type': types[extname(rel)] ?? 'application/octet-stream' } });
    } catch {
      return new Response('Not found', { status: 404, headers: { ...baseHeaders, 'Content-Type': 'text/plain' } });
    }
  });
}
