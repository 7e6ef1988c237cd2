// runtime: node. Who is a desk on the venue host: this machine, or a browser that opened the
// address with this launch's token. The token is exchanged once for an HttpOnly cookie and
// dropped from the address (so it stays out of history and screenshots), and every comparison is
// in constant time.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLoopbackAddress } from './policy';

const cookieName = 'arbiter_desk';

/** Equal in constant time, whatever the lengths (both are hashed first). */
function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function cookieValue(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === cookieName) return v.join('=');
  }
  return null;
}

export interface DeskSession {
  /** Whether the request comes from a desk (may write, may read what is personal). */
  isDesk(req: IncomingMessage): boolean;
  /** A page address carrying ?token=: answers it (a redirect setting the cookie, or a refusal)
   * and returns true; false when there is no token to exchange. */
  exchange(req: IncomingMessage, res: ServerResponse, refuse: (status: number, message: string) => void): boolean;
}

/** `trustLoopback` off makes this machine a guest too (tests of the network path). */
export function deskSession(token: string, trustLoopback = true): DeskSession {
  const session = randomBytes(32).toString('hex');
  return {
    isDesk(req) {
      if (trustLoopback && isLoopbackAddress(req.socket.remoteAddress)) return true;
      const header = req.headers['x-arbiter-token'];
      if (typeof header === 'string' && same(header, token)) return true;
      const cookie = cookieValue(req);
      return cookie !== null && same(cookie, session);
    },
    exchange(req, res, refuse) {
      // Split by hand: a request target is a path, which new URL() would read otherwise ("//x").
      const target = req.url ?? '/';
      const at = target.indexOf('?');
      if (at < 0) return false;
      const query = new URLSearchParams(target.slice(at + 1));
      const offered = query.get('token');
      if (offered === null) return false;
      if (!same(offered, token)) {
        refuse(403, 'This desk address carries a token of another launch of Arbiter: ask the organizer for the current one.');
        return true;
      }
      query.delete('token');
      const rest = query.toString();
      res
        .writeHead(303, {
          Location: `${target.slice(0, at)}${rest ? `?${rest}` : ''}`,
          'Set-Cookie': `${cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`,
        })
        .end();
      return true;
    },
  };
}
