// runtime: node. POST /venue/join: a browser on the venue network offers a role's join code and,
// when it is right, gets a session of that role as an HttpOnly cookie (the code is never kept in
// the browser, nor in any log). Wrong codes slow down per address (join-tries.ts).
import { fail, ok, type Result } from '../../shared/contract/errors';
import type { Role } from '../../shared/contract/roles';
import { joinCookieName } from './desk-session';
import type { JoinCodes } from './join-codes';
import type { JoinTries } from './join-tries';

export interface JoinAnswer {
  status: number;
  result: Result<{ role: Role }>;
  headers: Record<string, string>;
}

export function answerJoin(codes: JoinCodes | null, tries: JoinTries, address: string, input: unknown): JoinAnswer {
  if (!codes) return { status: 403, result: fail('forbidden', 'Venue access is off: no desk can join.', { reason: 'venue_off' }), headers: {} };
  const wait = tries.wait(address);
  if (wait > 0) {
    return {
      status: 429,
      result: fail('forbidden', `Too many wrong codes: try again in ${wait} s.`, { reason: 'join_wait', seconds: wait }),
      headers: { 'Retry-After': String(wait) },
    };
  }
  const typed = (input as { code?: unknown } | null)?.code;
  const role = typeof typed === 'string' && typed.length <= 64 ? codes.match(typed) : null;
  if (!role) {
    tries.failed(address);
    return { status: 403, result: fail('forbidden', 'That is not a join code of this venue.', { reason: 'wrong_join_code' }), headers: {} };
  }
  tries.succeeded(address);
  return {
    status: 200,
    result: ok({ role }),
    headers: { 'Set-Cookie': `${joinCookieName}=${codes.open(role)}; HttpOnly; SameSite=Strict; Path=/` },
  };
}
