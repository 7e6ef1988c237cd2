// Join codes: one per role, easy to type, matched whatever the case or dashes; a revocation gives
// the role a new code and ends the sessions of the old one; wrong tries slow down per address.
import { describe, expect, it } from 'vitest';
import { codeAlphabet, codeLength, joinCodes, newCode } from '../../../../electron/venue/join-codes';
import { joinTries } from '../../../../electron/venue/join-tries';
import { same } from '../../../../electron/venue/same';

describe('join codes', () => {
  it('are short, random and of an alphabet without look-alikes', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = newCode();
      expect(code).toHaveLength(codeLength);
      for (const c of code) expect(codeAlphabet).toContain(c);
      seen.add(code);
    }
    expect(seen.size).toBe(200);
    for (const c of '0O1IL5S2Z') expect(codeAlphabet).not.toContain(c);
  });

  it('give each role its own code, matched as typed in lower case or in halves', () => {
    const codes = joinCodes();
    const list = codes.list();
    expect(list.map((c) => c.role)).toEqual(['head_judge', 'registration', 'results', 'display']);
    expect(new Set(list.map((c) => c.code)).size).toBe(4);
    const results = list.find((c) => c.role === 'results')!.code;
    expect(codes.match(results)).toBe('results');
    expect(codes.match(`${results.slice(0, 4).toLowerCase()}-${results.slice(4)} `)).toBe('results');
    expect(codes.match(results.slice(1))).toBeNull();
    expect(codes.match('')).toBeNull();
  });

  it('revoke a role: a new code, the old one refused, its sessions revoked, the others kept', () => {
    const codes = joinCodes();
    const heard: string[] = [];
    codes.onRevoke((role) => heard.push(role));
    const old = codes.list().find((c) => c.role === 'registration')!.code;
    const desk = codes.open('registration');
    const other = codes.open('results');
    expect(codes.state(desk)).toEqual({ role: 'registration' });
    codes.revoke('registration');
    expect(heard).toEqual(['registration']);
    expect(codes.match(old)).toBeNull();
    expect(codes.state(desk)).toEqual({ revoked: 'registration' });
    expect(codes.state(other)).toEqual({ role: 'results' });
    const fresh = codes.list().find((c) => c.role === 'registration')!.code;
    expect(fresh).not.toBe(old);
    expect(codes.state(codes.open(codes.match(fresh)!))).toEqual({ role: 'registration' });
    expect(codes.state('no-such-session')).toBeNull();
  });
});

describe('constant-time comparison', () => {
  it('compares strings of any lengths without throwing', () => {
    expect(same('ABCD', 'ABCD')).toBe(true);
    expect(same('ABCD', 'ABCE')).toBe(false);
    expect(same('ABCD', 'ABCDEFGH')).toBe(false);
    expect(same('', '')).toBe(true);
  });
});

describe('wrong join tries', () => {
  it('cost nothing for a few typing mistakes, then make the address wait longer each time', () => {
    let now = 0;
    const tries = joinTries(() => now);
    tries.failed('10.0.0.9');
    tries.failed('10.0.0.9');
    expect(tries.wait('10.0.0.9')).toBe(0);
    tries.failed('10.0.0.9');
    expect(tries.wait('10.0.0.9')).toBe(1);
    tries.failed('10.0.0.9');
    expect(tries.wait('10.0.0.9')).toBe(2);
    expect(tries.wait('10.0.0.10')).toBe(0);
    now += 2000;
    expect(tries.wait('10.0.0.9')).toBe(0);
    tries.succeeded('10.0.0.9');
    tries.failed('10.0.0.9');
    expect(tries.wait('10.0.0.9')).toBe(0);
  });
});
