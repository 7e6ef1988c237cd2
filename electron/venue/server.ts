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
} from './policy';
import type { Caller } from '../core/context';
import { deskSession, type Who } from './desk-session';
import type { JoinCodes } from './join-codes';
import { answerJoin } from './join-route';
import { joinTries } from './join-tries';
import { findChromium, renderPdf } from './pdf';
import { parsePdfUrl, pdfFileName, printHash, sheetSubject } from './print-route';
import { sendChange } from './change-feed';
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
  /** Where the host reports what went wrong inside it (default: stderr). */
  log?: (err: unknown) => void;
  /** Tests shorten these; the app uses the defaults. */
  limits?: Partial<VenueLimits>;
  /** Off: this machine's own requests are guests too (tests of the network path). Default on. */
  trustLoopback?: boolean;
  /** The roles' join codes, while venue access is on; without them no desk can join by code. */
  codes?: JoinCodes | null;
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
/** An event file the head judge's desk imports: the largest event's (4,096 players, a map image)
 * is about 10 MB. Only the head judge may send it, so a guest still meets maxBody. */
const maxEventFile = 64_000_000;
/** A body past its limit is read on (and dropped) up to this past it, so the client gets its 413
 * instead of a reset; past it the connection is cut. */
const maxDrained = 16_000_000;
export interface VenueLimits {
  /** Headers and body must arrive within this; a client trickling bytes holds no connection longer. */
  requestTimeoutMs: number;
  /** Open connections (WebSockets included) per client address: a venue has one or a few per
   * machine; a page or a script opening thousands is cut off. */
  maxConnectionsPerAddress: number;
  /** PDFs made or waiting for the one renderer (each takes a second or more); past this, 503. */
  maxWaitingPdfs: number;
}
const defaultLimits: VenueLimits = { requestTimeoutMs: 10_000, maxConnectionsPerAddress: 128, maxWaitingPdfs: 8 };

const securityHeaders = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** Kept answers (query-cache.ts hands out the same frozen object until a change touches it) are
 * written as JSON once, not once per window: a 4,096-row standings is a megabyte of text. */
const written = new WeakMap<object, Buffer>();

/** The answer as the bytes sent: encoded once (a string body is measured for its length and
 * encoded again by Node, two passes over a 2,048-table round's megabyte). */
function bodyOf(result: Result<unknown>): Buffer {
  const value = result.ok ? result.value : null;
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return Buffer.from(JSON.stringify(result));
  let body = written.get(value);
  if (body === undefined) {
    body = Buffer.from(`{"ok":true,"value":${JSON.stringify(value)}}`);
    written.set(value, body);
  }
  return body;
}

function sendResult(res: ServerResponse, result: Result<unknown>, status?: number): void {
  if (res.headersSent) return;
  const code = status ?? (result.ok ? 200 : statusOf[result.error.code]);
  const body = bodyOf(result);
  res.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length }).end(body);
}

/** Every refusal of the host speaks the contract's error shape, whatever was asked, with a
 * reason a window can say in its own language. */
function refuse(res: ServerResponse, status: number, code: ErrorCode, reason: string, message: string): void {
  sendResult(res, fail(code, message, { reason }), status);
}

/** Bytes that are not UTF-8 are refused, not read as U+FFFD: a name would be stored as something
 * else than what was sent, as a lone surrogate would (shared/contract/well-formed.ts). */
const utf8 = new TextDecoder('utf-8', { fatal: true });
function decodeBody(bytes: Buffer): string | 'not_utf8' {
  try {
    return utf8.decode(bytes);
  } catch {
    return 'not_utf8';
  }
}

/** The body as text, 'too_large' past maxBody (read to its end and dropped, so the 413 arrives),
 * 'not_utf8' when its bytes are not UTF-8, or null when the client broke off. */
function readBody(req: IncomingMessage, limit = maxBody): Promise<string | 'too_large' | 'not_utf8' | null> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit + maxDrained) {
        resolve(null);
        req.destroy();
      } else if (size <= limit) chunks.push(c);
    });
    req.on('end', () => resolve(size > limit ? 'too_large' : decodeBody(Buffer.concat(chunks))));
    req.on('error', () => resolve(null));
  });
}

/** A JSON error as raw HTTP, for a socket without a response object (a request Node could not
 * parse, a refused WebSocket upgrade). */
function rawRefusal(statusLine: string, result: Result<never>): string {
  const body = JSON.stringify(result);
  return (
    `HTTP/1.1 ${statusLine}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** The caller a request is, to the core; null for a desk whose code was revoked. */
function callerOf(who: Who, address: string): Caller | null {
  switch (who.kind) {
    case 'head_judge':
      return { actor: `venue:${address}`, readOnly: false, room: false };
    case 'role':
      // A display reads what the room reads; the other roles are desks, limited by their role.
      return { actor: `venue:${address} (${who.role})`, role: who.role, readOnly: who.role === 'display', room: who.role === 'display' };
    case 'revoked':
      return null;
    case 'guest':
      return { actor: `venue:${address}`, readOnly: true, room: true };
  }
}

/** The operation name of an /api/ path, or null when its percent-encoding is broken. */
function operationName(path: string): string | null {
  try {
    return decodeURIComponent(path.slice('/api/'.length));
  } catch {
    return null;
  }
}

export function startVenueHost(options: VenueOptions): Promise<VenueHost> {
  const { core } = options;
  const log = options.log ?? ((err: unknown) => console.error('Arbiter venue host:', err));
  const limits = { ...defaultLimits, ...options.limits };
  let port = options.port;
  const codes = options.codes ?? null;
  const desks = deskSession(options.token, options.trustLoopback ?? true, codes);
  const tries = joinTries();
  const refuseRevoked = (res: ServerResponse, role: string) =>
    refuse(res, 403, 'forbidden', 'desk_revoked', `The join code of this ${role} desk was revoked: join again with the new code from the organizer.`);
  const allowed = (req: IncomingMessage) =>
    isAllowedHost(req.headers.host, port, options.venueAccess) &&
    isAllowedOrigin(req.headers.origin, req.headers.host!);

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const name = operationName(path);
    if (name === null) return refuse(res, 400, 'validation', 'broken_address', 'The address is not valid: its percent-encoding is broken.');
    if (req.method !== 'POST') return refuse(res, 405, 'validation', 'wrong_method', 'Use POST with a JSON body.');
    if (!isJsonContentType(req.headers['content-type'])) {
      return sendResult(res, fail('validation', 'The body must be JSON (Content-Type: application/json).', { reason: 'body_not_json' }));
    }
    const who = desks.who(req);
    const limit = name === 'event.import' && who.kind === 'head_judge' ? maxEventFile : maxBody;
    const body = await readBody(req, limit);
    if (body === null) return;
    if (body === 'too_large') return refuse(res, 413, 'validation', 'body_too_large', `The body is too large (over ${limit} bytes).`);
    if (body === 'not_utf8') {
      return sendResult(res, fail('validation', 'The body is not valid UTF-8 text.', { reason: 'body_not_json', fields: [{ path: '(input)', message: 'Not UTF-8', code: 'malformed_text' }] }));
    }
    let input: unknown;
    try {
      input = body.trim() === '' ? {} : JSON.parse(body);
    } catch {
      return sendResult(res, fail('validation', 'The body is not valid JSON.', { reason: 'body_not_json', fields: [{ path: '(input)', message: 'Not JSON' }] }));
    }
    const caller = callerOf(who, req.socket.remoteAddress ?? '?');
    if (!caller) return refuseRevoked(res, who.kind === 'revoked' ? who.role : '');
    sendResult(res, core.dispatch(name, input, caller));
  }

  async function handleJoin(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!isJsonContentType(req.headers['content-type'])) return refuse(res, 400, 'validation', 'body_not_json', 'The body must be JSON.');
    const body = await readBody(req);
    if (body === null) return;
    let input: unknown = null;
    try {
      input = body === 'too_large' || body === 'not_utf8' ? null : JSON.parse(body);
    } catch {
      // A body that is not JSON offers no code, which answerJoin refuses like a wrong one.
    }
    const answer = answerJoin(codes, tries, req.socket.remoteAddress ?? '?', input);
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    sendResult(res, answer.result, answer.status);
  }

  const chromium = options.chromiumPath === undefined ? findChromium() : options.chromiumPath;
  // One render at a time (each is a whole browser); the next ones wait their turn, up to a few.
  let renders: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  async function handlePdf(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const who = desks.who(req);
    const desk = who.kind === 'head_judge' || (who.kind === 'role' && who.role !== 'display');
    if (!desk) return refuse(res, 403, 'forbidden', 'print_desk_only', 'Printable sheets are for the desk: open this address from a desk.');
    const target = parsePdfUrl(req.url ?? '');
    if (!target) return refuse(res, 400, 'validation', 'not_a_sheet', 'Not a printable sheet: use /pdf/<sheet>/<id> (slips, pairings, standings, bracket, …) with its known options.');
    const subject = sheetSubject(target);
    const found = core.dispatch(subject.name, subject.input, { actor: `venue:${req.socket.remoteAddress ?? '?'}`, readOnly: true });
    if (!found.ok) return sendResult(res, found);
    if (!chromium) return refuse(res, 503, 'internal', 'no_chromium', 'PDF export needs Chromium, which was not found on this machine; print from the browser instead.');
    const headers = { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${pdfFileName(target)}"` };
    // HEAD asks whether the sheet is there, which is known without starting a browser.
    if (req.method === 'HEAD') return void res.writeHead(200, headers).end();
    if (waiting >= limits.maxWaitingPdfs) {
      res.setHeader('Retry-After', '10');
      return refuse(res, 503, 'internal', 'pdf_queue_full', 'Several PDFs are being made; try again in a few seconds.');
    }
    waiting++;
    const turn = renders.then(() => renderPdf(chromium, `http://127.0.0.1:${port}/${printHash(target)}`));
    renders = turn.catch(() => undefined);
    try {
      const pdf = await turn;
      res.writeHead(200, { ...headers, 'Content-Length': String(pdf.length) }).end(pdf);
    } catch (err) {
      refuse(res, 500, 'internal', 'pdf_failed', `The PDF could not be made: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      waiting--;
    }
  }

  /** The last resort: whatever a handler throws is logged and answered, never left to stop the
   * process (one hostile request must not end the event for everyone). */
  const survive = (res: ServerResponse) => (err: unknown) => {
    log(err);
    if (res.headersSent) res.destroy();
    else refuse(res, 500, 'internal', 'unexpected', 'Something went wrong inside Arbiter; nothing was saved.');
  };

  function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    if (!allowed(req)) return Promise.resolve(refuse(res, 403, 'forbidden', 'foreign_origin', 'Forbidden host or origin.'));
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/api/')) return handleApi(req, res, path);
    if (path === '/venue/join' && req.method === 'POST') return handleJoin(req, res);
    if (path.startsWith('/pdf/') && (req.method === 'GET' || req.method === 'HEAD')) return handlePdf(req, res);
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (desks.exchange(req, res, (status, message) => refuse(res, status, 'forbidden', 'stale_desk_token', message))) return Promise.resolve();
      // The players' phones page has a short address (it is typed and put in QR codes).
      const file = path === '/phone' || path === '/phone/' ? '/phone.html' : path;
      return serveStatic(options.staticDir, file, res, (status, code, reason, message) => refuse(res, status, code, reason, message));
    }
    return Promise.resolve(refuse(res, 405, 'validation', 'wrong_method', 'Use GET for pages and POST for /api/.'));
  }

  // Node checks the timeouts below on this interval (30 s by default, far past the limit).
  const checkEvery = Math.max(50, Math.min(1_000, limits.requestTimeoutMs / 4));
  const server = createServer({ connectionsCheckingInterval: checkEvery }, (req, res) => {
    try {
      route(req, res).catch(survive(res));
    } catch (err) {
      survive(res)(err);
    }
  });
  server.headersTimeout = limits.requestTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '?';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  server.on('clientError', (err, socket) => {
    if (socket.writable && !socket.destroyed) {
      const timedOut = (err as NodeJS.ErrnoException).code === 'ERR_HTTP_REQUEST_TIMEOUT';
      socket.end(
        timedOut
          ? rawRefusal('408 Request Timeout', fail('validation', `The request took over ${limits.requestTimeoutMs / 1000} s to arrive.`, { reason: 'request_timeout' }))
          : rawRefusal('400 Bad Request', fail('validation', 'The request could not be read.', { reason: 'request_unreadable' })),
      );
    } else socket.destroy(err);
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  server.on('upgrade', (req, socket, head) => {
    if (!allowed(req) || (req.url ?? '').split('?')[0] !== '/api/events') {
      socket.end(rawRefusal('403 Forbidden', fail('forbidden', 'Forbidden host, origin or address.', { reason: 'foreign_origin' })));
      return;
    }
    const who = desks.who(req);
    if (who.kind === 'revoked') {
      socket.end(rawRefusal('403 Forbidden', fail('forbidden', 'The join code of this desk was revoked.', { reason: 'desk_revoked', role: who.role })));
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const unsubscribe = core.subscribe((change) => sendChange(ws, change));
      ws.on('close', unsubscribe);
      ws.on('error', unsubscribe);
      if (who.kind === 'role') joinedSockets.set(ws, req);
    });
  });
  // A revoked desk hears of it at once: its socket closes (4403), and its next call is refused.
  const joinedSockets = new WeakMap<object, IncomingMessage>();
  const stopRevoking = codes?.onRevoke(() => {
    for (const ws of wss.clients) {
      const req = joinedSockets.get(ws);
      if (req && desks.who(req).kind === 'revoked') ws.close(4403, 'revoked');
    }
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
            stopRevoking?.();
            for (const c of wss.clients) c.terminate();
            wss.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
