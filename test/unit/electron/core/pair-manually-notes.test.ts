// A hand-made change notes what it was: a pairing or a seat swap, once per table; and the seats
// it makes take the roles by seat only where the seat decides them.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
const call = <T,>(name: string, input: unknown): T => t.call<T>(name, input);

beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

it('a swap is noted as a swap on its table and in the warnings; a later pairing there replaces the note', () => {
  const eventId = call<{ id: number }>('event.create', { name: 'Swaps', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
    const p = call<{ id: number; version: number }>('player.register', { eventId, name });
    call('player.checkIn', { id: p.id, version: p.version });
  }
  const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
  const [t1, t2] = draft.tables as [Round['tables'][number], Round['tables'][number]];
  const swapped = call<Round>('round.pairManually', {
    roundId: draft.id, version: draft.version, entryA: t1.seats[0]!.entryId, entryB: t2.seats[0]!.entryId, mode: 'swap', reason: 'Wrong table',
  });
  const hand = (r: Round, n: number) => r.tables.find((x) => x.number === n)!.notes.filter((x) => x.code.startsWith('manual'));
  expect(hand(swapped, 1)).toEqual([{ code: 'manual_swap', params: { reason: 'Wrong table' } }]);
  expect(swapped.warnings.filter((w) => w.code.startsWith('manual_'))).toEqual([
    { code: 'manual_swap_table', params: { table: 1 } },
    { code: 'manual_swap_table', params: { table: 2 } },
  ]);

  const paired = call<Round>('round.pairManually', {
    roundId: draft.id, version: swapped.version, entryA: t1.seats[1]!.entryId, entryB: t2.seats[1]!.entryId, mode: 'pair', reason: 'Friends',
  });
  expect(hand(paired, 1)).toEqual([{ code: 'manual_pairing', params: { reason: 'Friends' } }]);
  expect(paired.warnings.filter((w) => w.code.startsWith('manual_')).map((w) => w.code)).toEqual(['manual_table', 'manual_table']);
});

it('pairing and a seat swap keep Netrunner seat 1 as the Corporation, and give no seat a role where a call decides the first move', () => {
  const seatRoles = (ruleset: string, options?: unknown) => {
    const eventId = call<{ id: number }>('event.create', { name: ruleset, date: '2026-12-05', ruleset, ...(options ? { options } : {}) }).id;
    for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) {
      const p = call<{ id: number; version: number }>('player.register', { eventId, name });
      call('player.checkIn', { id: p.id, version: p.version });
    }
    const draft = call<Round>('round.pair', { eventId, newest: t.newestRound(eventId) });
    const [t1] = draft.tables as [Round['tables'][number]];
    const paired = t1.seats.map((s) => s.role);
    const swapped = call<Round>('round.pairManually', {
      roundId: draft.id, version: draft.version, entryA: t1.seats[0]!.entryId, entryB: t1.seats[1]!.entryId, mode: 'swap', reason: 'Seats',
    });
    return [paired, swapped.tables.find((x) => x.number === t1.number)!.seats.map((s) => s.role)];
  };
  expect(seatRoles('netrunner-1996')).toEqual([['corp', 'runner'], ['corp', 'runner']]);
  expect(seatRoles('generic', { gamesPerMatch: 3, firstMove: 'call' })).toEqual([[null, null], [null, null]]);
});
