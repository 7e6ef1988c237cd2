// runtime: node. Who is calling the venue host: the head judge (this machine, or a browser that
// opened the address with this launch's token), a desk that joined with a role's code, a desk
// whose code was revoked, or a guest. The token is exchanged once for an HttpOnly cookie and
// dropped from the address (so it stays out of history and screenshots), and every comparison is
// in constant time.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Role } from '../../shared/contract/roles';
import type { JoinCodes } from './join-codes';
import { isLoopbackAddress } from './policy';
import { same } from './same';

const cookieName = 'arbiter_desk';
/** The session of a desk that joined with a role's code (join-route.ts sets it). */
export const joinCookieName = 'arbiter_join';

function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return null;
}

export type Who = { kind: 'head_judge' } | { kind: 'role'; role: Role } | { kind: 'revoked'; role: Role } | { kind: 'guest' };

export interface DeskSession {
  /** Who the request comes from. A joined role's cookie comes first, so a browser on this machine
   * that joined with a code is that role (as on any other machine). */
  who(req: IncomingMessage): Who;
  /** A page address carrying ?token=: answers it (a redirect setting the cookie, or a refusal)
   * and returns true; false when there is no token to exchange. */
  exchange(req: IncomingMessage, res: ServerResponse, refuse: (status: number, message: string) => void): boolean;
}

/** `trustLoopback` off makes this machine a guest too (tests of the network path). */
export function deskSession(token: string, trustLoopback = true, codes: JoinCodes | null = null): DeskSession {
  const session = randomBytes(32).toString('hex');
  const isHeadJudge = (req: IncomingMessage) => {
    if (trustLoopback && isLoopbackAddress(req.socket.remoteAddress)) return true;
    const header = req.headers['x-arbiter-token'];
    if (typeof header === 'string' && same(header, token)) return true;
    const cookie = cookieValue(req, cookieName);
    return cookie !== null && same(cookie, session);
  };
  return {
    who(req) {
      const joined = cookieValue(req, joinCookieName);
      const state = joined !== null && codes ? codes.state(joined) : null;
      if (state && 'revoked' in state) return { kind: 'revoked', role: state.revoked };
      // A head judge who joined by code is the head judge whose session the host knows; the
      // token's or this machine's head judge needs no code.
      if (state && state.role !== 'head_judge') return { kind: 'role', role: state.role };
      return state || isHeadJudge(req) ? { kind: 'head_judge' } : { kind: 'guest' };
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
