// An event's places (Catan 1.22): the players checked in take them in order of arrival, and the
// places never drop below the players checked in (past the last place: waitlist.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TournamentEvent } from '../../../../shared/model/event';
import type { EventFile } from '../../../../shared/model/export';
import type { Player } from '../../../../shared/model/player';
import { asVersion3 } from '../../../fixtures/event-files';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;

const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);
const create = (places?: number | null) =>
  call<TournamentEvent>('event.create', { name: 'Regional', date: '2026-12-05', ruleset: 'catan', ...(places === undefined ? {} : { places }) });
const register = (eventId: number, name: string) => call<Player>('player.register', { eventId, name });
const checkIn = (p: Player) => call<Player>('player.checkIn', { id: p.id, version: p.version });

beforeEach(() => {
  let n = 0;
  t = tempCore({ random: () => `seed-${++n}` });
});
afterEach(() => t.dispose());

describe('places', () => {
  it('refuses fewer places than players checked in, and takes as many or none', () => {
    const e = create();
    expect(e.places).toBeNull();
    ['Ann', 'Ben', 'Cy'].forEach((n) => checkIn(register(e.id, n)));
    const refused = t.fail('event.update', { id: e.id, version: e.version, places: 2 });
    expect(refused).toMatchObject({
      code: 'validation',
      details: { reason: 'places_below_checked_in', places: 2, checkedIn: 3, fields: [{ path: 'places', code: 'places_below_checked_in' }] },
    });
    expect(call<TournamentEvent>('event.get', { id: e.id })).toMatchObject({ places: null, version: e.version });
    const three = call<TournamentEvent>('event.update', { id: e.id, version: e.version, places: 3 });
    expect(three.places).toBe(3);
    const [row] = call<{ detail: { before: unknown; after: unknown } }[]>('audit.list', { eventId: e.id, operations: ['event.update'] });
    expect(row!.detail).toMatchObject({ before: { places: null }, after: { places: 3 } });
    expect(call<TournamentEvent>('event.update', { id: e.id, version: three.version, places: null }).places).toBeNull();
  });

  it('checks in any number without places, and refuses zero or a fraction as a number of places', () => {
    const e = create(null);
    for (let i = 1; i <= 30; i++) checkIn(register(e.id, `Player ${i}`));
    expect(call('player.counts', { eventId: e.id })).toMatchObject({ checkedIn: 30 });
    expect(t.fail('event.create', { name: 'X', date: '2026-12-05', ruleset: 'catan', places: 0 }).code).toBe('validation');
    expect(t.fail('event.update', { id: e.id, version: e.version, places: 2.5 }).code).toBe('validation');
  });

  it('goes with the event file and comes back on import; a file without places has no limit', () => {
    const e = create(5);
    checkIn(register(e.id, 'Ann'));
    const doc = JSON.parse(JSON.stringify(call<EventFile>('export.event', { eventId: e.id }))) as EventFile;
    expect(doc.event.places).toBe(5);
    expect(call<TournamentEvent>('event.import', { document: doc }).places).toBe(5);
    // A file written before places were kept (an older version, one division at the top) has none.
    const version3 = asVersion3(doc, call<TournamentEvent>('event.get', { id: e.id }));
    const { places: _places, ...older } = version3.event;
    expect(call<TournamentEvent>('event.import', { document: { ...version3, event: older } }).places).toBeNull();
  });
});
