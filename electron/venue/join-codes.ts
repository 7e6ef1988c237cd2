// runtime: node. The join codes of the venue: one per desk role while venue access is on. A
// browser on the venue network that types a role's code gets a session of that role (a cookie);
// revoking a role's code gives it a new one and ends every session opened with the old one, so a
// desk whose code was shared too widely stops at its next call. Codes and sessions live only in
// this launch's memory and are never logged.
import { randomBytes, randomInt } from 'node:crypto';
import { roles, type Role } from '../../shared/contract/roles';
import { same } from './same';

/** No 0/O, 1/I/L, 5/S, 2/Z: read off a screen and typed on another machine without a doubt. */
export const codeAlphabet = 'ABCDEFGHJKMNPQRTUVWXY346789';
export const codeLength = 8;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i++) code += codeAlphabet[randomInt(codeAlphabet.length)];
  return code;
}

/** What a person typed, as a code: case, spaces and dashes aside (codes are shown in two halves). */
export const normalizeCode = (typed: string): string => typed.toUpperCase().replace(/[\s-]/g, '');

/** A session cookie's standing: its role, or revoked (its code was revoked since it joined). */
export type SessionState = { role: Role } | { revoked: Role } | null;

export interface JoinCodes {
  /** Each role's current code. */
  list(): { role: Role; code: string }[];
  /** The role whose code was typed, or null; every role's code is compared, in constant time. */
  match(typed: string): Role | null;
  /** A new session of the role; its cookie value. */
  open(role: Role): string;
  state(session: string): SessionState;
  /** A new code for the role; the sessions of the old one are revoked. */
  revoke(role: Role): void;
  /** Called after each revocation (the host closes the revoked desks' sockets). */
  onRevoke(listener: (role: Role) => void): () => void;
}

export function joinCodes(make: () => string = newCode): JoinCodes {
  const codes = new Map<Role, string>(roles.map((r) => [r, make()]));
  // Generation per role: a session keeps the one it joined in; a revocation moves on.
  const generation = new Map<Role, number>(roles.map((r) => [r, 0]));
  const sessions = new Map<string, { role: Role; generation: number }>();
  const listeners = new Set<(role: Role) => void>();
  return {
    list: () => roles.map((role) => ({ role, code: codes.get(role)! })),
    match(typed) {
      const offered = normalizeCode(typed);
      let found: Role | null = null;
      for (const role of roles) if (same(offered, codes.get(role)!)) found = role;
      return found;
    },
    open(role) {
      const id = randomBytes(32).toString('hex');
      sessions.set(id, { role, generation: generation.get(role)! });
      return id;
    },
    state(id) {
      const s = sessions.get(id);
      if (!s) return null;
      return s.generation === generation.get(s.role) ? { role: s.role } : { revoked: s.role };
    },
    revoke(role) {
      codes.set(role, make());
      generation.set(role, generation.get(role)! + 1);
      for (const l of listeners) l(role);
    },
    onRevoke(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
