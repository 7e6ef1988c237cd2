// runtime: node. The code on a result slip: round, table and a keyed check, e.g. "3-12-K7QF"; a
// division after the event's first leads with its letters, "B-3-12-K7QF" (divisions number their
// rounds each from 1). The check is an HMAC of (division, round, table) under the event's secret,
// so a mistyped or made-up code is refused instead of opening another match; 4 base-32 characters
// leave one chance in a million.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { divisionLetter, divisionOfLetters } from '../../shared/model/division';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U
const checkLength = 4;

// The first division's codes are those made before divisions existed: its key is (round, table).
function check(secret: string, division: number, round: number, table: number): string {
  const mac = createHmac('sha256', secret).update(division <= 1 ? `${round}:${table}` : `${division}:${round}:${table}`).digest();
  let bits = (mac[0]! << 16) | (mac[1]! << 8) | mac[2]!;
  let out = '';
  for (let i = 0; i < checkLength; i++) {
    out = alphabet[bits & 31] + out;
    bits >>>= 5;
  }
  return out;
}

/** Codes made already: a 2,048-table round is read again by every window after each result, and
 * a code never changes (the same secret, round and table always give the same one). */
const made = new Map<string, string>();
const KEEP = 100_000;

/** `division`: its position in the event (1 for the first). */
export function makeSlipCode(secret: string, round: number, table: number, division = 1): string {
  const key = `${secret}:${division}:${round}:${table}`;
  let code = made.get(key);
  if (code === undefined) {
    if (made.size >= KEEP) made.clear();
    const letter = divisionLetter(division);
    code = `${letter ? `${letter}-` : ''}${round}-${table}-${check(secret, division, round, table)}`;
    made.set(key, code);
  }
  return code;
}

export interface SlipCodeParts {
  /** The division's position: 1 when the code has no letter (or A). */
  division: number;
  round: number;
  table: number;
  check: string;
}

/** Reads what a person typed or a scanner sent: any separators, any case, O for 0, I or L for 1. */
export function parseSlipCode(text: string): SlipCodeParts | null {
  const m = /^\s*(?:([a-z]{1,2})[\s\-._/]*)?(\d{1,4})[\s\-._/]+(\d{1,4})[\s\-._/]+([0-9a-z]{4})\s*$/i.exec(text);
  if (!m) return null;
  const checkPart = m[4]!.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
  if ([...checkPart].some((c) => !alphabet.includes(c))) return null;
  const division = m[1] ? divisionOfLetters(m[1]) : 1;
  return { division, round: Number(m[2]), table: Number(m[3]), check: checkPart };
}

export function verifySlipCode(secret: string, parts: SlipCodeParts): boolean {
  const expected = Buffer.from(check(secret, parts.division, parts.round, parts.table));
  const given = Buffer.from(parts.check);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
