// The core refuses an operation the caller's role does not allow, naming the role and the
// operation, whatever the transport (the dispatcher is the one place every call passes).
import { afterEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../electron/core/context';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
afterEach(() => t.dispose());

const registration: Caller = { actor: 'venue:10.0.0.2 (registration)', role: 'registration', readOnly: false, room: false };
const results: Caller = { actor: 'venue:10.0.0.3 (results)', role: 'results', readOnly: false, room: false };
const display: Caller = { actor: 'venue:10.0.0.4 (display)', role: 'display', readOnly: true, room: true };

describe('roles in the dispatcher', () => {
  it('lets the registration desk register and check in, and refuses it results', () => {
    t = tempCore();
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
    const ids: number[] = [];
    for (const name of ['Ann', 'Bo']) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name }, registration);
      ids.push(t.call<{ id: number }>('player.checkIn', { id: p.id, version: p.version }, registration).id);
    }
    expect(ids).toHaveLength(2);
    const refused = t.fail('round.pair', { eventId, newest: null }, registration);
    expect(refused).toMatchObject({ code: 'forbidden', details: { reason: 'role_forbidden', role: 'registration', operation: 'round.pair' } });
    expect(refused.message).toContain('registration');
    expect(refused.message).toContain('round.pair');
    const round = t.publishNext(eventId);
    const table = round.tables[0]!;
    expect(t.fail('result.enter', { tableId: table.id, version: table.version, result: { kind: 'win', winnerEntryId: table.seats[0]!.entryId } }, registration)).toMatchObject({
      details: { reason: 'role_forbidden', role: 'registration' },
    });
  });

  it('refuses the results desk a registration, and a display every write', () => {
    t = tempCore();
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'generic' }).id;
    expect(t.fail('player.register', { eventId, name: 'Cy' }, results)).toMatchObject({ code: 'forbidden', details: { reason: 'role_forbidden', role: 'results', operation: 'player.register' } });
    expect(t.fail('player.register', { eventId, name: 'Cy' }, display)).toMatchObject({ code: 'forbidden', details: { reason: 'role_forbidden', role: 'display' } });
    expect(t.fail('settings.get', {}, display)).toMatchObject({ details: { reason: 'role_forbidden', role: 'display' } });
    expect(t.call<unknown[]>('player.list', { eventId }, display)).toEqual([]);
  });
});
