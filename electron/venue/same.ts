// runtime: node. Secrets (the desk token, join codes, session cookies) are compared in constant
// time, so how long a refusal takes says nothing about how close a guess was.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Equal in constant time, whatever the lengths (both are hashed first). */
export function same(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}
