// round.get for one player (what a phone following a player asks): the round with only the table
// where that entry sits, as the whole round gives it, without the slip code for the room; null
// asks the round without tables; an entry seated nowhere gets none; a round that does not exist
// is refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Round } from '../../../../shared/model/round';
import { tempCore, type TempCore } from '../../../fixtures/temp-core';

let t: TempCore;
beforeEach(() => {
  t = tempCore();
});
afterEach(() => t.dispose());

describe('round.get for one entry', () => {
  it('answers the round with that entry’s table alone, or none', () => {
    const eventId = t.call<{ id: number }>('event.create', { name: 'Open', date: '2026-12-05', ruleset: 'netrunner-1996' }).id;
    for (let i = 1; i <= 9; i++) {
      const p = t.call<{ id: number; version: number }>('player.register', { eventId, name: `Player ${i}` });
      t.call('player.checkIn', { id: p.id, version: p.version });
    }
    const round = t.publishNext(eventId);
    const whole = t.call<Round>('round.get', { roundId: round.id });
    const table = whole.tables.find((x) => !x.bye && x.number === 3)!;
    const entryId = table.seats[1]!.entryId;

    const one = t.call<Round>('round.get', { roundId: round.id, entryId });
    expect(one).toEqual({ ...whole, tables: [table] });
    const bye = whole.tables.find((x) => x.bye)!;
    expect(t.call<Round>('round.get', { roundId: round.id, entryId: bye.seats[0]!.entryId }).tables).toEqual([bye]);
    expect(t.call<Round>('round.get', { roundId: round.id, entryId: null })).toEqual({ ...whole, tables: [] });
    expect(t.call<Round>('round.get', { roundId: round.id, entryId: 99_999 }).tables).toEqual([]);

    const room = t.core.dispatch('round.get', { roundId: round.id, entryId }, { actor: 'venue:10.0.0.9', readOnly: true, room: true });
    expect(room).toMatchObject({ ok: true, value: { tables: [{ id: table.id, slipCode: '' }] } });
    expect(t.core.dispatch('round.get', { roundId: 99_999, entryId }, { actor: 'desk', readOnly: false })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
