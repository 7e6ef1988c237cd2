// runtime: node. The venue host: the contract over HTTP (POST /api/<name>, JSON in and out) and a
// WebSocket at /api/events pushing change events, plus the built renderer, on one port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { fail, type ErrorCode, type Result } from '../../shared/contract/errors';
import type { Core } from '../core/app-core';
import {
  contentSecurityPolicy,
  isAllowedHost,
  isAllowedOrigin,
  isJsonContentType,
  isLoopbackAddress,
} from './policy';
import { findChromium, renderPdf } from './pdf';
import { parsePdfUrl, pdfFileName, printHash, sheetSubject } from './print-route';
import { serveStatic } from './static-files';

export interface VenueOptions {
  core: Core;
  /** The built renderer (index.html and assets). */
  staticDir: string;
  port: number;
  /** Off: listen on 127.0.0.1 only. On: all interfaces, other machines read-only without the token. */
  venueAccess: boolean;
  /** Per-launch secret that lets a desk on another machine run commands. */
  token: string;
  /** Chromium for GET /pdf/…; found on the machine when left out, null for none. */
  chromiumPath?: string | null;
}

export interface VenueHost {
  url: string;
  port: number;
  close(): Promise<void>;
}

const statusOf: Record<ErrorCode, number> = {
  validation: 400,
  not_found: 404,
  conflict: 409,
  forbidden: 403,
  internal: 500,
};
const maxBody = 1_000_000;

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

function sendResult(res: ServerResponse, result: Result<unknown>): void {
  const status = result.ok ? 200 : statusOf[result.error.code];
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(result));
}

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBody) {
        resolve(null);
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(null));
  });
}

export function startVenueHost(options: VenueOptions): Promise<VenueHost> {
  const { core } = options;
  let port = options.port;
  const allowed = (req: IncomingMessage) =>
    isAllowedHost(req.headers.host, port, options.venueAccess) &&
    isAllowedOrigin(req.headers.origin, req.headers.host!);

  async function handleApi(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    if (req.method !== 'POST') return sendResult(res, fail('validation', 'Use POST with a JSON body.'));
    if (!isJsonContentType(req.headers['content-type'])) {
      return sendResult(res, fail('validation', 'The body must be JSON (Content-Type: application/json).'));
    }
    const body = await readBody(req);
    if (body === null) return sendResult(res, fail('validation', 'The body is too large.'));
    let input: unknown;
    try {
      input = body.trim() === '' ? {} : JSON.parse(body);
    } catch {
      return sendResult(res, fail('validation', 'The body is not valid JSON.', { fields: [{ path: '(input)', message: 'Not JSON' }] }));
    }
    const remote = req.socket.remoteAddress;
    const trusted = isLoopbackAddress(remote) || req.headers['x-arbiter-token'] === options.token;
    sendResult(res, core.dispatch(name, input, { actor: `venue:${remote ?? '?'}`, readOnly: !trusted }));
  }

  const chromium = options.chromiumPath === undefined ? findChromium() : options.chromiumPath;
  // One render at a time: each is a whole browser, and anyone who can read may ask.
  let rendering = false;

  async function handlePdf(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = (status: number, message: string, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`${message}\n`);
    };
    const target = parsePdfUrl(req.url ?? '');
    if (!target) return text(400, 'Not a printable sheet: use /pdf/slips|pairings|standings/<id> with its known options.');
    const subject = sheetSubject(target);
    const found = core.dispatch(subject.name, subject.input, { actor: `venue:${req.socket.remoteAddress ?? '?'}`, readOnly: true });
    if (!found.ok) return text(statusOf[found.error.code], found.error.message);
    if (!chromium) return text(503, 'PDF export needs Chromium, which was not found on this machine; print from the browser instead.');
    if (rendering) return text(503, 'Another PDF is being made; try again in a few seconds.', { 'Retry-After': '5' });
    rendering = true;
    try {
      const pdf = await renderPdf(chromium, `http://127.0.0.1:${port}/${printHash(target)}`);
      res
        .writeHead(200, {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.length),
          'Content-Disposition': `inline; filename="${pdfFileName(target)}"`,
        })
        .end(req.method === 'HEAD' ? undefined : pdf);
    } catch (err) {
      text(500, `The PDF could not be made: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      rendering = false;
    }
  }

  const server = createServer((req, res) => {
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    if (!allowed(req)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden host or origin');
      return;
    }
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/api/')) {
      void handleApi(req, res, decodeURIComponent(path.slice('/api/'.length)));
    } else if (path.startsWith('/pdf/') && (req.method === 'GET' || req.method === 'HEAD')) {
      void handlePdf(req, res);
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      void serveStatic(options.staticDir, path, res);
    } else {
      res.writeHead(405).end();
    }
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    if (!allowed(req) || (req.url ?? '').split('?')[0] !== '/api/events') {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const unsubscribe = core.subscribe((change) => ws.send(JSON.stringify(change)));
      ws.on('close', unsubscribe);
      ws.on('error', unsubscribe);
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.venueAccess ? '0.0.0.0' : '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const c of wss.clients) c.terminate();
            wss.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
