// The role table: every operation names who may call it; the head judge may call everything, a
// display only what the room reads, and the registration and results desks stay in their lanes.
import { describe, expect, it } from 'vitest';
import { operationNames, operations } from '../../../shared/contract/operations';
import { roles } from '../../../shared/contract/roles';

const allowed = (role: string) => operationNames.filter((n) => (operations[n].roles as readonly string[]).includes(role));

describe('the role table', () => {
  it('gives every operation the head judge and only known roles', () => {
    for (const name of operationNames) {
      const op = operations[name];
      expect(op.roles, name).toContain('head_judge');
      for (const role of op.roles) expect(roles, name).toContain(role);
    }
  });

  it('lets a display read exactly what the room reads, and write nothing', () => {
    const display = allowed('display');
    expect(display.every((n) => operations[n].kind === 'query')).toBe(true);
    expect(display.sort()).toEqual(operationNames.filter((n) => operations[n].audience === 'room').sort());
  });

  it('keeps the registration desk out of results, pairing and settings', () => {
    const registration = allowed('registration');
    expect(registration).toEqual(expect.arrayContaining(['player.register', 'player.checkIn', 'player.update', 'player.list']));
    for (const name of ['result.enter', 'result.correct', 'round.pair', 'round.publish', 'settings.set', 'event.update', 'audit.list']) {
      expect(registration, name).not.toContain(name);
    }
  });

  it('keeps the results desk out of registration, pairing and settings', () => {
    const results = allowed('results');
    expect(results).toEqual(expect.arrayContaining(['result.enter', 'result.correct', 'result.findBySlip', 'round.get']));
    for (const name of ['player.register', 'player.checkIn', 'round.pair', 'round.publish', 'settings.set', 'event.update']) {
      expect(results, name).not.toContain(name);
    }
  });
});
